// The documents of /admin written on the server: sign-in and the password change (everything after
// that is the visual editor, mounted at /admin/). Their words come from admin-text.json; their one
// script and style sheet (src/admin/, built into dist-admin/) only send what the forms and buttons
// say and show the answers: no inline script or style, as the CSP asks.
import escapeHtml from 'escape-html';
import type { UserRow } from '../store/index.ts';
import { adminText as text, fill } from './text.ts';

/** The folder of dist-admin/ (and of /admin/) holding the pages' script and style sheet (scripts/admin/build-admin.ts writes them there). */
export const SIGN_IN_ASSETS = 'sign-in';

/** The built script and style sheet of the admin pages (URLs), from dist-admin's manifest. */
export interface AdminAssets {
  script: string;
  styles: string[];
}

const e = (value: string | number) => escapeHtml(String(value));

function documentHtml(assets: AdminAssets, page: string, body: string): string {
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
  <input id="${id}-${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" maxlength="${field.maxLength}" required${hintId ? ` aria-describedby="${hintId}"` : ''}>
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

function signOutButton(user: UserRow): string {
  return `<p class="account">${e(fill(text.account.signedInAs, { name: user.fullName }))}
<button type="button" class="secondary" data-api="/admin/api/sign-out" data-next="/admin/login" data-network="${e(text.messages.network)}">${e(text.account.signOut)}</button></p>`;
}
