/**
 * Log lines must never carry personal data, but error messages can: an SMTP server typically
 * answers "550 <asha@example.com>: mailbox unavailable". Everything that reaches a log line or
 * last_error goes through here first.
 */

const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
// A run of digits with the separators phone numbers are written with.
const NUMBER_RUN = /\+?\(?\d[\d\s().-]*\d/g;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Replaces e-mail addresses and phone-number-like runs (7+ digits, IPv4 addresses excepted). */
export function redact(text: string): string {
  return text.replace(EMAIL, '[email]').replace(NUMBER_RUN, (run) => {
    if (IPV4.test(run)) return run;
    return run.replace(/\D/g, '').length >= 7 ? '[number]' : run;
  });
}

/** A one-line description of an error, including the cause code fetch() hides (e.g. ECONNREFUSED). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redact(String(error));
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = cause?.code ?? cause?.message;
  const code = (error as { code?: unknown }).code;
  const parts = [error.message, typeof code === 'string' && !error.message.includes(code) ? code : undefined, detail];
  return redact(
    parts
      .filter((p) => p !== undefined && p !== '')
      .join(': ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
