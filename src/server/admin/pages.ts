// The documents of /admin written on the server: sign-in, its second step (a code from an app), the
// password change, the account page with the second factor's set-up, and the page refusing what the
// account's roles do not allow (the admins' pages are in accounts-pages.ts; everything else is the
// visual editor, mounted at /admin/). Their words come from admin-text.json; their one
// script and style sheet (src/admin/, built into dist-admin/) only send what the forms and buttons
// say and show the answers: no inline script or style, as the CSP asks.
import escapeHtml from 'escape-html';
import type { UserRow } from '../store/index.ts';
import { adminText as text, fill } from '../words/text.ts';
import { hasPermission } from '../roles/permissions.ts';

/** The folder of dist-admin/ (and of /admin/) holding the pages' script and style sheet (scripts/admin/build-admin.ts writes them there). */
export const SIGN_IN_ASSETS = 'sign-in';

/** The built script and style sheet of the admin pages (URLs), from dist-admin's manifest. */
export interface AdminAssets {
  script: string;
  styles: string[];
}

export const e = (value: string | number) => escapeHtml(String(value));

export function documentHtml(assets: AdminAssets, page: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${e(fill(text.documentTitle, { page }))}</title>
${assets.styles.map((href) => `<link rel="stylesheet" href="${e(href)}">`).join('\n')}
<script type="module" src="${e(assets.script)}"></script>
</head>
<body>
<a class="skip-link" href="#main">${e(text.skipToContent)}</a>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

interface Field {
  name: string;
  label: string;
  type: 'text' | 'password';
  autocomplete: string;
  maxLength: number;
  hint?: string;
  /** The keyboard a phone shows (numeric for codes). */
  inputMode?: string;
}

/** A form the script sends as JSON to `api`; then the browser goes to `next` (the same address when empty). */
function jsonForm(
  id: string,
  api: string,
  next: string,
  fields: Field[],
  submit: string,
  working: string,
  extra = '',
): string {
  const inputs = fields.map((field) => {
    const hintId = field.hint ? `${id}-${field.name}-hint` : '';
    return `<p class="field">
  <label for="${id}-${field.name}">${e(field.label)}</label>
  <input id="${id}-${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" maxlength="${field.maxLength}"${field.inputMode ? ` inputmode="${field.inputMode}" spellcheck="false" autocapitalize="off"` : ''} required${hintId ? ` aria-describedby="${hintId}"` : ''}>
  ${field.hint ? `<span class="hint" id="${hintId}">${e(field.hint)}</span>` : ''}
</p>`;
  });
  return `<form class="admin-form" id="${id}" data-api="${e(api)}" data-next="${e(next)}" data-working="${e(working)}" data-network="${e(text.messages.network)}"${extra}>
${inputs.join('\n')}
<p class="form-message" role="alert"></p>
<button type="submit">${e(submit)}</button>
</form>`;
}

export function loginPage(assets: AdminAssets, next: string): string {
  return documentHtml(
    assets,
    text.login.title,
    `<h1>${e(text.login.heading)}</h1>
<p>${e(text.login.intro)}</p>
${jsonForm(
  'sign-in',
  '/admin/api/sign-in',
  next,
  [
    { name: 'name', label: text.login.name, type: 'text', autocomplete: 'username', maxLength: 40 },
    {
      name: 'password',
      label: text.login.password,
      type: 'password',
      autocomplete: 'current-password',
      maxLength: 200,
    },
  ],
  text.login.submit,
  text.login.working,
)}`,
  );
}

export function changePasswordPage(assets: AdminAssets, user: UserRow): string {
  const t = text.changePassword;
  return documentHtml(
    assets,
    t.title,
    `<h1>${e(t.heading)}</h1>
<p>${e(t.intro)}</p>
${jsonForm(
  'password',
  '/admin/api/password',
  '/admin/',
  [
    { name: 'current', label: t.current, type: 'password', autocomplete: 'current-password', maxLength: 200 },
    { name: 'next', label: t.next, type: 'password', autocomplete: 'new-password', maxLength: 200, hint: t.rules },
    { name: 'repeat', label: t.repeat, type: 'password', autocomplete: 'new-password', maxLength: 200 },
  ],
  t.submit,
  t.working,
  ` data-repeat-of="next" data-mismatch="${e(t.mismatch)}"`,
)}
${signOutButton(user)}`,
  );
}

export function signOutButton(user: UserRow): string {
  return `<p class="account">${e(fill(text.account.signedInAs, { name: user.fullName }))}
${actionButton('/admin/api/sign-out', '/admin/login', text.account.signOut, 'secondary')}</p>`;
}

/** A button that sends one call (no fields), then goes to `next` (this page again when empty). */
function actionButton(api: string, next: string, label: string, kind = '', working = ''): string {
  return `<button type="button"${kind ? ` class="${kind}"` : ''} data-api="${e(api)}" data-next="${e(next)}" data-network="${e(text.messages.network)}"${working ? ` data-working="${e(working)}"` : ''}>${e(label)}</button>`;
}

const CODE_FIELD = (label: string, hint?: string): Field => ({
  name: 'code',
  label,
  type: 'text',
  autocomplete: 'one-time-code',
  maxLength: 40,
  inputMode: 'text',
  ...(hint ? { hint } : {}),
});

/** The second step of a sign-in: a code from the app (or a recovery code). */
export function secondFactorPage(assets: AdminAssets): string {
  const t = text.secondFactor;
  return documentHtml(
    assets,
    t.title,
    `<h1>${e(t.heading)}</h1>
<p>${e(t.intro)}</p>
${jsonForm('second-factor', '/admin/api/sign-in/second-factor', '/admin/', [CODE_FIELD(t.code, t.hint)], t.submit, t.working)}
<p>${actionButton('/admin/api/sign-out', '/admin/login', t.startOver, 'secondary')}</p>`,
  );
}

/** What the account page shows of the second factor. */
export type TwoFactorState =
  { kind: 'off' } | { kind: 'setting-up'; key: string } | { kind: 'on'; since: string; recoveryCodesLeft: number };

/** The way back from the account page that the account's roles allow: the editor, else the leads, else none. */
function wayBack(user: UserRow): string {
  const t = text.accountPage;
  if (hasPermission(user, 'edit')) return `<p><a href="/admin/">${e(t.backToEditor)}</a></p>`;
  if (hasPermission(user, 'leads')) return `<p><a href="/admin/leads">${e(t.backToLeads)}</a></p>`;
  return '';
}

/** The account page: the password change and the second factor (its set-up, its recovery codes). */
export function accountPage(assets: AdminAssets, user: UserRow, twoFactor: TwoFactorState, required: boolean): string {
  const t = text.accountPage;
  const missing = required && twoFactor.kind !== 'on';
  const secondFactor = (() => {
    switch (twoFactor.kind) {
      case 'off':
        return `<p>${e(t.twoFactorOff)}</p>
<p>${actionButton('/admin/api/two-factor/start', '', t.startSetup, '', t.starting)}</p>`;
      case 'setting-up':
        return `<p>${e(t.setupIntro)}</p>
<p><img class="qr" src="/admin/account/two-factor.svg" width="240" height="240" alt="${e(t.qrAlt)}"></p>
<p>${e(t.key)}: <code class="secret">${e(twoFactor.key)}</code></p>
${jsonForm('two-factor-confirm', '/admin/api/two-factor/confirm', '', [{ ...CODE_FIELD(t.confirmCode), inputMode: 'numeric' }], t.confirm, t.confirming, ' data-show-codes="recovery-codes" data-status="two-factor-status"')}
<p class="form-message form-message--done" id="two-factor-status" role="status" tabindex="-1"></p>
<section id="recovery-codes" class="recovery-codes" hidden aria-labelledby="recovery-codes-title">
<h3 id="recovery-codes-title">${e(t.codesHeading)}</h3>
<p>${e(t.codesIntro)}</p>
<ol class="codes"></ol>
<p><a href="/admin/">${e(t.codesDone)}</a></p>
</section>`;
      case 'on':
        return `<p>${e(fill(t.on, { date: twoFactor.since.slice(0, 10), count: twoFactor.recoveryCodesLeft }))}</p>
${
  required
    ? `<p>${e(t.cannotTurnOff)}</p>`
    : `<p>${e(t.offIntro)}</p>
${jsonForm('two-factor-off', '/admin/api/two-factor/off', '', [{ name: 'password', label: t.current, type: 'password', autocomplete: 'current-password', maxLength: 200 }, CODE_FIELD(t.offCode)], t.turnOff, t.turningOff)}`
}`;
    }
  })();
  return documentHtml(
    assets,
    t.title,
    `<h1>${e(t.heading)}</h1>
${missing ? `<p class="notice" role="status">${e(t.requiredNotice)}</p>` : wayBack(user)}
${signOutButton(user)}
<h2>${e(t.twoFactorHeading)}</h2>
${secondFactor}
<h2>${e(t.passwordHeading)}</h2>
<p>${e(t.passwordIntro)}</p>
${jsonForm(
  'account-password',
  '/admin/api/password',
  '',
  [
    { name: 'current', label: t.current, type: 'password', autocomplete: 'current-password', maxLength: 200 },
    {
      name: 'next',
      label: t.next,
      type: 'password',
      autocomplete: 'new-password',
      maxLength: 200,
      hint: text.changePassword.rules,
    },
    { name: 'repeat', label: t.repeat, type: 'password', autocomplete: 'new-password', maxLength: 200 },
  ],
  t.submit,
  t.working,
  ` data-repeat-of="next" data-mismatch="${e(text.changePassword.mismatch)}" data-done="stay"`,
)}`,
  );
}

/** The pages the account's roles open, as links: the editor, the leads, its own account. */
function waysOn(user: UserRow): string {
  const t = text.roles;
  return `<p>${hasPermission(user, 'edit') ? `<a href="/admin/">${e(t.editorLink)}</a> ` : ''}${hasPermission(user, 'leads') ? `<a href="/admin/leads">${e(t.leadsLink)}</a> ` : ''}<a href="/admin/account">${e(t.accountLink)}</a></p>`;
}

/** A page the account's roles do not allow: why, what roles it has, and the ways to the pages it may open. */
export function forbiddenPage(assets: AdminAssets, user: UserRow, why: string): string {
  const t = text.roles;
  return documentHtml(
    assets,
    t.pageTitle,
    `<h1>${e(t.pageHeading)}</h1>
<p>${e(why)}</p>
<p>${e(user.roles.length === 0 ? t.noRoles : fill(t.yourRoles, { roles: user.roles.join(', ') }))}</p>
${waysOn(user)}
${signOutButton(user)}`,
  );
}

/** An address under /admin that is no page, asked for by a signed-in browser: said in a page, with the ways on. */
export function notFoundPage(assets: AdminAssets, user: UserRow): string {
  const t = text.notFound;
  return documentHtml(
    assets,
    t.title,
    `<h1>${e(t.heading)}</h1>
<p>${e(t.text)}</p>
${waysOn(user)}
${signOutButton(user)}`,
  );
}
