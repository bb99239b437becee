// The admins' pages of /admin: the accounts (add one, change its roles, give it a new one-time
// password, unlock it, remove it) and the audit log, newest first, in pages. Written on the server
// like the account page; the admin pages' one script (src/admin/main.ts) sends each form as JSON
// and shows the server's answer (a one-time password is in that answer, shown once, never stored).
import type { AuditEntry, UserRow } from '../store/index.ts';
import { documentHtml, e, signOutButton, type AdminAssets } from './pages.ts';
import { auditActionInWords, auditDetailsInWords } from './audit-words.ts';
import { ROLES } from '../roles/permissions.ts';
import { adminText, fill } from '../words/text.ts';

const t = adminText.accounts;
const network = ` data-network="${e(adminText.messages.network)}"`;

/** Checkboxes of the roles, `checked` ticked, in a fieldset named by `legend`; ids start with `id`. */
function roleBoxes(id: string, legend: string, checked: readonly string[]): string {
  const boxes = ROLES.map(
    (role) => `<p class="field field--check">
  <input type="checkbox" id="${id}-${role}" name="roles" value="${role}"${checked.includes(role) ? ' checked' : ''}>
  <label for="${id}-${role}"><strong>${e(role)}</strong>: ${e(t.roleHints[role])}</label>
</p>`,
  );
  return `<fieldset>
<legend>${e(legend)}</legend>
${boxes.join('\n')}
</fieldset>`;
}

/** A form of one account's action: its name hidden, a message, and the button (`danger` for what cannot be undone). */
function accountForm(
  api: string,
  name: string,
  submit: string,
  working: string,
  extra = '',
  fields = '',
  danger = false,
): string {
  return `<form class="admin-form admin-form--inline" data-api="${e(api)}" data-working="${e(working)}"${network}${extra}>
<input type="hidden" name="name" value="${e(name)}">
${fields}
<p class="form-message" role="alert"></p>
<button type="submit"${danger ? ' class="danger"' : ''}>${e(submit)}</button>
</form>`;
}

function accountEntry(user: UserRow, index: number, self: UserRow, locked: boolean): string {
  const mine = user.id === self.id;
  const id = `account-${index}`;
  const details = fill(t.details, {
    fullName: user.fullName,
    email: user.email || t.noEmail,
    password: user.mustChangePassword ? t.oneTime : fill(t.changedOn, { date: user.passwordChangedAt.slice(0, 10) }),
    twoFactor: user.twoFactorSince ? t.twoFactorOn : t.twoFactorOff,
  });
  const name = { name: user.name };
  return `<li>
<section class="account-entry" aria-labelledby="${id}">
<h3 id="${id}">${e(user.name)}${mine ? ` ${e(t.you)}` : ''}</h3>
<p>${e(details)}</p>
${accountForm('/admin/api/accounts/roles', user.name, fill(t.saveRoles, name), t.savingRoles, ' data-done="stay" data-keep', roleBoxes(`${id}-roles`, fill(t.rolesOf, name), user.roles))}
${accountForm('/admin/api/accounts/reset-password', user.name, fill(t.resetPassword, name), t.resetting, ' data-done="stay"')}
${locked ? accountForm('/admin/api/accounts/unlock', user.name, fill(t.unlock, name), t.unlocking, ' data-done="stay" data-status="accounts-status" data-refresh="accounts"') : ''}
${mine ? '' : accountForm('/admin/api/accounts/remove', user.name, fill(t.remove, name), t.removing, ` data-confirm="${e(fill(t.removeConfirm, name))}" data-done="stay" data-status="accounts-status" data-done-message="${e(fill(t.removed, name))}" data-remove-entry`, '', true)}
</section>
</li>`;
}

export function accountsPage(
  assets: AdminAssets,
  self: UserRow,
  users: readonly UserRow[],
  locked: ReadonlySet<string> = new Set(),
): string {
  return documentHtml(
    assets,
    t.title,
    `<h1>${e(t.heading)}</h1>
<p>${e(t.intro)}</p>
<p><a href="/admin/">${e(t.backToEditor)}</a> · <a href="/admin/audit">${e(t.auditLink)}</a></p>
${signOutButton(self)}
<h2>${e(t.addHeading)}</h2>
<form class="admin-form" id="add-account" data-api="/admin/api/accounts" data-done="stay" data-status="add-account-status" data-refresh="accounts" data-working="${e(t.adding)}"${network}>
<p class="field">
  <label for="add-account-name">${e(t.name)}</label>
  <input id="add-account-name" name="name" type="text" autocomplete="off" maxlength="40" required aria-describedby="add-account-name-hint" spellcheck="false" autocapitalize="off">
  <span class="hint" id="add-account-name-hint">${e(t.nameHint)}</span>
</p>
<p class="field">
  <label for="add-account-full-name">${e(t.fullName)}</label>
  <input id="add-account-full-name" name="fullName" type="text" autocomplete="off" maxlength="100">
</p>
<p class="field">
  <label for="add-account-email">${e(t.email)}</label>
  <input id="add-account-email" name="email" type="email" autocomplete="off" maxlength="254">
</p>
${roleBoxes('add-account-roles', t.rolesLegend, ['editor', 'publisher'])}
<p class="form-message" role="alert"></p>
<p class="form-message form-message--done" id="add-account-status" role="status" tabindex="-1"></p>
<button type="submit">${e(t.add)}</button>
</form>
<h2>${e(t.listHeading)}</h2>
<p class="form-message form-message--done" id="accounts-status" role="status" tabindex="-1"></p>
<ul class="accounts" id="accounts">
${users.map((user, index) => accountEntry(user, index, self, locked.has(user.name))).join('\n')}
</ul>`,
  );
}

/** `key=value` of an entry's details, as the CLI's audit shows them: kept in a title for operators. */
function rawDetails(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** A page of the audit log, newest first; `older` is the `before` of the next page (none at the end). */
export function auditPage(
  assets: AdminAssets,
  self: UserRow,
  entries: readonly AuditEntry[],
  pageSize: number,
  older: number | undefined,
  paged: boolean,
): string {
  const rows = entries.map(
    (entry) =>
      `<tr><td>${e(entry.at.replace('T', ' ').slice(0, 19))}</td><td>${e(entry.actor)}</td><td data-code="${e(entry.action)}" title="${e(entry.action)}">${e(auditActionInWords(entry.action))}</td><td title="${e(rawDetails(entry.detail))}">${e(auditDetailsInWords(entry.action, entry.detail))}</td></tr>`,
  );
  const table =
    entries.length === 0
      ? `<p>${e(t.auditEmpty)}</p>`
      : `<div class="table-scroll" role="region" aria-labelledby="audit-caption" tabindex="0">
<table class="audit">
<caption id="audit-caption">${e(t.auditHeading)}</caption>
<thead><tr><th scope="col">${e(t.auditAt)}</th><th scope="col">${e(t.auditWho)}</th><th scope="col">${e(t.auditAction)}</th><th scope="col">${e(t.auditDetails)}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`;
  const links = [
    paged ? `<a href="/admin/audit">${e(t.auditNewest)}</a>` : '',
    older === undefined ? '' : `<a href="/admin/audit?before=${older}">${e(t.auditOlder)}</a>`,
  ].filter((link) => link !== '');
  return documentHtml(
    assets,
    t.auditTitle,
    `<h1>${e(t.auditHeading)}</h1>
<p>${e(fill(t.auditIntro, { count: pageSize }))}</p>
<p><a href="/admin/accounts">${e(t.backToAccounts)}</a></p>
${signOutButton(self)}
${table}
${links.length > 0 ? `<p class="pager">${links.join(' · ')}</p>` : ''}`,
  );
}
