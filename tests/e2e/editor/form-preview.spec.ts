// A form in the preview checks what is typed, with the rules and messages of the draft, as the site
// does; it is never sent: what would be sent is answered with the editor's note (a neutral status,
// not the site's error or success), and no request leaves for the form's endpoint. The form, its rules and its texts are read from the config.
import AxeBuilder from '@axe-core/playwright';
import editorText from '../../../src/editor/strings.json' with { type: 'json' };
import { candidateFor, type FieldRules } from '../support/candidate-values.ts';
import { validationSchema } from '../../../src/shared/forms/validation-schema.ts';
import { WCAG_TAGS } from '../support/accessibility.ts';
import { expect, openEditor, openPage, preview, readOnlyTest as test } from '../support/editor-fixtures.ts';
import { pageEntry } from '../support/editor-content.ts';
import { form as formConfig, formPaths, routesConfig } from '../support/site-data.ts';

test('a form in the preview shows its messages for what is typed, and is never sent', async ({ page }) => {
  const definition = formConfig('demo');
  const rules = validationSchema(definition).properties as Record<string, FieldRules>;
  const route = routesConfig.routes.find((candidate) => candidate.path === formPaths('demo')[0])!;
  const required = definition.schema.required ?? [];
  const emailField = Object.keys(definition.schema.properties).find(
    (name) => definition.schema.properties[name]!.format === 'email',
  )!;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(definition.endpoint.url)) sent.push(request.url());
  });
  await openEditor(page);
  await openPage(page, pageEntry(route));
  const form = preview(page).locator('form').first();
  const field = (name: string) => form.locator(`[id="${definition.id}_${name}"]`);
  // A wrong e-mail address: its message once the field is left, with the keyboard.
  await field(emailField).fill('not an address');
  await field(emailField).press('Tab');
  await expect(field(emailField)).toHaveValue('not an address');
  await expect(form).toContainText(definition.messages[emailField]!.format!);
  await expect(field(emailField)).toHaveAttribute('aria-invalid', 'true');
  // Sent with the others empty: each required field's own message.
  await form.getByRole('button', { name: definition.submitLabel }).press('Enter');
  for (const name of required.filter((candidate) => candidate !== emailField))
    await expect(form).toContainText(definition.messages[name]!.required!);
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('iframe[title="Preview"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  // Filled in as a visitor would: the form would be sent now, and the preview says it is not.
  for (const name of required) {
    const fieldRules = rules[name]!;
    if (fieldRules.enum) await field(name).selectOption(fieldRules.enum[0]!);
    else await field(name).fill(candidateFor(fieldRules));
  }
  await form.getByRole('button', { name: definition.submitLabel }).press('Enter');
  // The note is information, neither a refusal nor the site's success: a polite status, in the
  // neutral banner, readable (axe checks its contrast).
  const note = form.getByRole('status').getByText(editorText.previewFormNotSent, { exact: true });
  await expect(note).toBeVisible();
  await expect(note).toHaveClass(/form__banner--info/);
  await expect(form.getByRole('alert')).toBeEmpty();
  await expect(form).not.toContainText(definition.success.text);
  for (const name of required) await expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
  const noted = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('iframe[title="Preview"]').analyze();
  expect(noted.violations.map((violation) => violation.id)).toEqual([]);
  expect(sent).toEqual([]);
});
