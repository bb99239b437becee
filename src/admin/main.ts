// The one script of the sign-in and password pages (src/server/admin/pages.ts writes them): it sends
// what a form or a button says to the admin API as JSON with the anti-forgery header and shows the
// answer's message. Every word it shows comes from the page or from the server.
import './admin.css';
import { sendJson } from './send.ts';

function formBody(form: HTMLFormElement): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body[name] = value;
  return body;
}

/** After success: the page named by data-next, or this page again. */
function go(next: string | undefined): void {
  if (next) window.location.assign(next);
  else window.location.reload();
}

function show(element: Element | null, message: string): void {
  if (element) element.textContent = message;
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-api]')) {
  const output = form.querySelector('.form-message');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const label = button?.textContent ?? '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const body = formBody(form);
    const repeatOf = form.dataset.repeatOf;
    if (repeatOf && body.repeat !== body[repeatOf]) {
      show(output, form.dataset.mismatch ?? '');
      form.querySelector<HTMLInputElement>('input[name=repeat]')?.focus();
      return;
    }
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset.working ?? label;
    }
    show(output, '');
    void sendJson(form.dataset.api!, body, form.dataset.network ?? '').then((answer) => {
      if (answer.ok) return go(form.dataset.next);
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
      show(output, answer.message);
      form.querySelector<HTMLInputElement>('input[type=password]')?.select();
    });
  });
}

// Sign-out: one call, then the sign-in page.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-api]')) {
  button.addEventListener('click', () => {
    button.disabled = true;
    void sendJson(button.dataset.api!, {}, button.dataset.network ?? '').then((answer) => {
      button.disabled = false;
      if (answer.ok) go(button.dataset.next);
    });
  });
}
