// The one script of the admin pages written on the server (src/server/admin/pages.ts: sign-in, its
// second step, the password change, the account page): it sends what a form or a button says to the
// admin API as JSON with the anti-forgery header and shows the answer's message; a form marked
// data-done="stay" stays on the page with the server's words, one marked data-show-codes shows the
// recovery codes the answer carries; data-confirm asks first, data-keep leaves the fields as sent
// (the roles just saved); data-status names the status line that says a success (and takes the
// focus), data-refresh a list written anew after it, data-remove-entry takes the form's list item
// away (a removed account). A refusal that names a field is shown under that field, which takes the
// focus. Every word it shows comes from the page or from the server.
import './admin.css';
import { sendJson } from './send.ts';

/** The form's fields by name; a name given more than once (ticked checkboxes) has its values joined by commas. */
function formBody(form: HTMLFormElement): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') body[name] = name in body ? `${body[name]},${value}` : value;
  return body;
}

/** After success: the page named by data-next, or this page again. */
function go(next: string | undefined): void {
  if (next) window.location.assign(next);
  else window.location.reload();
}

function show(element: Element | null, message: string, done = false): void {
  if (!element) return;
  element.textContent = message;
  element.classList.toggle('form-message--done', done);
}

/**
 * The recovery codes of the answer, in the page's list for them, shown (once: they are not kept);
 * the outcome (two-step sign-in is on, in the status line of data-status) takes the focus, so it is
 * what the keyboard and a screen reader find first, the codes right after it.
 */
function showCodes(form: HTMLFormElement, codes: unknown[], message: string): void {
  const region = document.getElementById(form.dataset.showCodes!);
  const list = region?.querySelector('ol');
  if (!region || !list) return;
  list.replaceChildren(
    ...codes.map((code) => {
      const item = document.createElement('li');
      item.textContent = String(code);
      return item;
    }),
  );
  form.hidden = true;
  region.hidden = false;
  tell(form, message);
}

/** Where each form's message stands as the page wrote it: it goes back there when it is about no field. */
const homes = new WeakMap<Element, Node>();

/**
 * Sets the form's message beside the field it is about (under it; a box of checkboxes, under the
 * box), else back in its own place. Written at the end of a long form (Add an account: under the
 * roles), a message about its first field was off-screen on a phone while that field had the focus.
 */
function placeMessage(output: Element, field: HTMLInputElement | null): void {
  const choice = field?.type === 'checkbox' || field?.type === 'radio' ? field.closest('fieldset') : null;
  const beside = choice ?? field?.closest('.field') ?? field;
  if (beside) beside.after(output);
  else homes.get(output)?.parentNode?.insertBefore(output, homes.get(output)!.nextSibling);
}

/**
 * Ties the form's message to the field it is about (the server's answer names it, or the repeat that
 * does not match): the message is set under that field, which is marked invalid, described by the
 * message, and focused, the two in view together. Without a name, the marks of an earlier refusal
 * are taken away and the message goes back to its place.
 */
function markField(form: HTMLFormElement, output: Element | null, name?: string): HTMLInputElement | undefined {
  const messageId = output?.id ?? '';
  for (const input of form.querySelectorAll<HTMLInputElement>('input[aria-invalid]')) {
    input.removeAttribute('aria-invalid');
    const rest = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== messageId);
    if (rest.length > 0) input.setAttribute('aria-describedby', rest.join(' '));
    else input.removeAttribute('aria-describedby');
  }
  const field = name ? form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`) : null;
  if (output) placeMessage(output, field);
  if (!field) return undefined;
  field.setAttribute('aria-invalid', 'true');
  if (messageId)
    field.setAttribute('aria-describedby', `${field.getAttribute('aria-describedby') ?? ''} ${messageId}`.trim());
  field.focus();
  field.select();
  // The focus brought the field into view; the words under it come too (the least scroll that shows them).
  output?.scrollIntoView({ block: 'nearest' });
  return field;
}

/**
 * A success told in the page's status line named by data-status (the form's own words in
 * data-done-message, else the server's), which takes the focus: the words are read out, and the
 * keyboard goes on from there, not from the top of the page.
 */
function tell(form: HTMLFormElement, message: string): boolean {
  const status = form.dataset.status ? document.getElementById(form.dataset.status) : null;
  if (!status) return false;
  show(status, form.dataset.doneMessage ?? message, true);
  status.focus();
  return true;
}

/**
 * The list named by data-refresh as the server writes it now (the account just added in it), in
 * place of the one shown: the page is not reloaded, so the answer's one-time password stays on it.
 */
async function refresh(form: HTMLFormElement): Promise<void> {
  const list = form.dataset.refresh ? document.getElementById(form.dataset.refresh) : null;
  if (!list) return;
  const response = await fetch(window.location.href, { credentials: 'same-origin' }).catch(() => undefined);
  if (!response?.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById(list.id);
  if (!fresh) return;
  const adopted = document.importNode(fresh, true);
  list.replaceWith(adopted);
  for (const inner of adopted.querySelectorAll<HTMLFormElement>('form[data-api]')) bindForm(inner);
}

let messages = 0;
function bindForm(form: HTMLFormElement): void {
  const output = form.querySelector('.form-message[role=alert]');
  if (output && !output.id) output.id = `form-message-${++messages}`;
  if (output) {
    const home = document.createTextNode('');
    output.before(home);
    homes.set(output, home);
  }
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const label = button?.textContent ?? '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) return;
    const body = formBody(form);
    const repeatOf = form.dataset.repeatOf;
    if (repeatOf && body.repeat !== body[repeatOf]) {
      show(output, form.dataset.mismatch ?? '');
      markField(form, output, 'repeat');
      return;
    }
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset.working ?? label;
    }
    show(output, '');
    show(form.dataset.status ? document.getElementById(form.dataset.status) : null, '');
    markField(form, output);
    void sendJson(form.dataset.api!, body, form.dataset.network ?? '').then(async (answer) => {
      const codes = answer.body.recoveryCodes;
      if (answer.ok && form.dataset.showCodes && Array.isArray(codes)) return showCodes(form, codes, answer.message);
      if (answer.ok && form.dataset.done !== 'stay') return go(form.dataset.next);
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
      if (answer.ok && form.dataset.removeEntry !== undefined) form.closest('li')?.remove();
      if (answer.ok) await refresh(form);
      if (!(answer.ok && tell(form, answer.message))) show(output, answer.message, answer.ok);
      if (answer.ok && form.dataset.keep === undefined) form.reset();
      else if (!(typeof answer.body.field === 'string' && markField(form, output, answer.body.field)))
        form.querySelector<HTMLInputElement>('input[type=password], input[name=code]')?.select();
      // The button, disabled while the call ran, lost the focus to the page; a refusal that names no
      // field gives it back, so the keyboard goes on from where it was and not from the top.
      if (!answer.ok && (!document.activeElement || document.activeElement === document.body)) button?.focus();
    });
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-api]')) bindForm(form);

// A button of one call (sign-out, starting a set-up), then the page it names (or this one again).
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-api]')) {
  const label = button.textContent ?? '';
  button.addEventListener('click', () => {
    button.disabled = true;
    if (button.dataset.working) button.textContent = button.dataset.working;
    void sendJson(button.dataset.api!, {}, button.dataset.network ?? '').then((answer) => {
      button.disabled = false;
      button.textContent = label;
      if (answer.ok) go(button.dataset.next);
    });
  });
}
