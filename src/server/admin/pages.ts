// The documents of /admin, written on the server: sign-in, the password change, and the publishing
// page (the draft, the progress of a publish, the history with its diffs). Their words come from
// admin-text.json; their one script and style sheet (src/admin/, built into dist-admin/) only send
// what the forms and buttons say and show the answers: no inline script or style, as the CSP asks.
import escapeHtml from 'escape-html';
import type { DraftFile, PublishRow, UserRow } from '../store/index.ts';
import { adminText as text, fill } from './text.ts';

/** The built script and style sheet of the admin pages (URLs), from dist-admin's manifest. */
export interface AdminAssets {
  script: string;
  styles: string[];
}

const e = (value: string | number) => escapeHtml(String(value));

/** An ISO time as people read it here: 2030-01-02 10:15 UTC. */
export function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

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
function jsonForm(id: string, api: string, next: string, fields: Field[], submit: string, working: string, extra = ''): string {
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
    { name: 'password', label: text.login.password, type: 'password', autocomplete: 'current-password', maxLength: 200 },
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
  '/admin',
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
  return `<p class="account">${e(fill(text.dashboard.signedInAs, { name: user.fullName }))}
<button type="button" class="secondary" data-api="/admin/api/sign-out" data-next="/admin/login" data-network="${e(text.messages.network)}">${e(text.dashboard.signOut)}</button></p>`;
}

/** One unified diff, each line marked as added, removed or context (by its first character, not by colour alone). */
function diffHtml(diff: string): string {
  const lines = diff.split('\n').map((line) => {
    const kind = line.startsWith('+') && !line.startsWith('+++') ? 'added' : line.startsWith('-') && !line.startsWith('---') ? 'removed' : line.startsWith('@@') ? 'hunk' : 'context';
    return `<span class="diff-${kind}">${e(line)}</span>`;
  });
  return `<pre class="diff">${lines.join('\n')}</pre>`;
}

export interface DashboardState {
  user: UserRow;
  draft: DraftFile[];
  running: PublishRow | undefined;
  history: PublishRow[];
  liveId: number | undefined;
}

function progressSection(running: PublishRow | undefined): string {
  const steps = text.publish.steps as Record<string, string>;
  const hidden = running ? '' : ' hidden';
  const percent = running?.percent ?? 0;
  return `<section id="publish-progress" aria-labelledby="progress-heading" data-status="/admin/api/publish/status" data-steps="${e(JSON.stringify(steps))}"${running ? ' data-running="true"' : ''}${hidden}>
<h2 id="progress-heading">${e(text.dashboard.progressHeading)}</h2>
<p class="progress-by">${running ? e(fill(text.dashboard.progressBy, { name: running.userName, time: readableTime(running.startedAt) })) : ''}</p>
<label for="publish-bar" class="progress-step">${e(steps[running?.step ?? 'queued'] ?? '')}</label>
<progress id="publish-bar" max="100" value="${percent}">${percent}%</progress>
<p class="progress-percent" aria-live="polite">${percent}%</p>
</section>`;
}

function versionLabel(row: PublishRow): string {
  return fill(text.dashboard.kinds[row.kind], { id: row.rollbackOf ?? '?' });
}

function historyItem(row: PublishRow, liveId: number | undefined): string {
  const t = text.dashboard;
  const status = row.id === liveId ? t.live : (t.statuses as Record<string, string>)[row.status] ?? row.status;
  const files = row.files.length === 0 ? e(t.noFiles) : row.files.map((file) => `<code>${e(file.path)}</code> (${e(file.change)})`).join(', ');
  const rollback =
    row.status === 'published' && row.id !== liveId
      ? `<button type="button" class="secondary" data-api="/admin/api/rollback" data-body="${e(JSON.stringify({ to: row.id }))}" data-confirm="${e(fill(t.rollbackConfirm, { id: row.id }))}" data-network="${e(text.messages.network)}">${e(t.rollback)}</button>`
      : '';
  return `<li class="version version-${e(row.status)}">
<h3>${e(fill(t.version, { id: row.id }))}: ${e(versionLabel(row))}${row.kind === 'baseline' ? '' : `, ${e(fill(t.by, { name: row.userName }))}`}, ${e(readableTime(row.startedAt))} <span class="status">(${e(status)})</span></h3>
${row.message ? `<p class="note">${e(row.message)}</p>` : ''}
${row.kind === 'baseline' ? '' : `<p>${e(t.filesChanged)}: ${files}${row.gitCommit ? `; ${e(fill(t.commit, { commit: row.gitCommit.slice(0, 10) }))}` : ''}</p>`}
${row.diff ? `<details><summary>${e(t.showDiff)}</summary>${diffHtml(row.diff)}</details>` : ''}
${rollback}
</li>`;
}

export function dashboardPage(assets: AdminAssets, state: DashboardState): string {
  const t = text.dashboard;
  const { draft, running, history, liveId } = state;
  const last = history.find((row) => row.status !== 'building');
  const lastNote =
    last?.status === 'failed'
      ? `<p class="status-failed" role="status">${e(fill(t.lastFailed, { message: last.message ?? '' }))}</p>`
      : liveId !== undefined
        ? `<p role="status">${e(fill(t.lastPublished, { id: liveId, time: readableTime(history.find((row) => row.id === liveId)?.finishedAt ?? '') }))}</p>`
        : '';
  const draftBody =
    draft.length === 0
      ? `<p>${e(t.draftEmpty)}</p>`
      : `<p>${e(t.draftFiles)}</p>
<ul>${draft.map((file) => `<li><code>${e(file.path)}</code> (${e(readableTime(file.updatedAt))})</li>`).join('')}</ul>
<p class="actions">
<button type="button" data-api="/admin/api/publish" data-network="${e(text.messages.network)}"${running ? ' disabled' : ''}>${e(t.publish)}</button>
<button type="button" class="secondary" data-api="/admin/api/draft/discard" data-confirm="${e(t.discardConfirm)}" data-network="${e(text.messages.network)}">${e(t.discard)}</button>
</p>`;
  return documentHtml(
    assets,
    t.title,
    `<header class="admin-header">
<h1>${e(t.heading)}</h1>
${signOutButton(state.user)}
</header>
<p class="action-message" role="alert"></p>
<section aria-labelledby="draft-heading">
<h2 id="draft-heading">${e(t.draftHeading)}</h2>
${draftBody}
</section>
${progressSection(running)}
${lastNote}
<section aria-labelledby="history-heading">
<h2 id="history-heading">${e(t.historyHeading)}</h2>
${history.length === 0 ? `<p>${e(t.historyEmpty)}</p>` : `<ol class="history" reversed>${history.map((row) => historyItem(row, liveId)).join('\n')}</ol>`}
</section>`,
  );
}
