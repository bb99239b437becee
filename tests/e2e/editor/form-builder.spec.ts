// A marketer adds a field to a form in plain words, with the keyboard: the form builder writes its
// rules, layout and messages; the draft validates, saves, and the preview shows the new field and
// its "required" sentence. The form, its page and its fields are read from the config.
import AxeBuilder from '@axe-core/playwright';
import editorText from '../../../src/editor/strings.json' with { type: 'json' };
import { WCAG_TAGS } from '../support/accessibility.ts';
import { entryName, pageEntry } from '../support/editor-content.ts';
import { expect, openEditor, openPage, preview, problems, saveButton, test } from '../support/editor-fixtures.ts';
import { form as formConfig, formPaths, routesConfig } from '../support/site-data.ts';

const words = editorText.formBuilder;
const LABEL = 'Company size';
const CHOICES = ['1 to 10 people', '11 to 200 people', 'More than 200 people'];
const PLACEHOLDER = 'How many people work there?';
const WHEN_EMPTY = 'Please tell us the size of your company.';

test('a marketer adds a required choice to a form, moves it by keyboard and by drag, and tries it in the preview', async ({
  page,
  editor,
}) => {
  const definition = formConfig('demo');
  const order = definition.uiSchema['ui:order']!;
  const route = routesConfig.routes.find((candidate) => candidate.path === formPaths('demo')[0])!;
  await openEditor(page);
  await openPage(page, pageEntry(route));
  await openPage(page, entryName(definition.id));

  await page.getByLabel(words.newLabel).fill(LABEL);
  await page.getByLabel(words.newLabel).press('Enter');
  const fields = page.getByRole('list', { name: words.listLabel }).getByRole('listitem');
  const added = fields.filter({ hasText: LABEL });
  await expect(fields).toHaveCount(order.length + 1);
  await expect(fields.last()).toContainText(LABEL);
  await added.getByLabel(words.kind).selectOption({ label: words.kinds.choice });
  await added.getByLabel(words.required).check();
  await added.getByLabel(words.choices).fill(CHOICES.join('\n'));
  await added.getByLabel(words.placeholder).fill(PLACEHOLDER);
  await added.getByLabel(words.rules.required).fill(WHEN_EMPTY);
  await expect(added.getByLabel(words.rules.enum)).not.toHaveValue('');

  // Moved up with the keyboard: the button keeps the focus as its field changes place.
  const up = added.getByRole('button', { name: words.moveUp.replace('{label}', LABEL) });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(fields.nth(order.length - 1)).toContainText(LABEL);
  await expect(up).toBeFocused();
  // And dragged by its name onto the field above it, which it takes the place of.
  const above = fields.nth(order.length - 2);
  await above.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await added.locator('.field-item__grip').dragTo(above.locator('.field-item__head'));
  await expect(fields.nth(order.length - 2)).toContainText(LABEL);
  // The builder alone (the whole screen is checked by screens.spec.ts): axe over every input of the file takes long.
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.form-builder').analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);

  await expect(problems(page)).toContainText(editorText.noProblems);
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved:/ })).toContainText(`forms/${definition.id}.json`);
  const saved = JSON.parse(editor.read(`forms/${definition.id}.json`)) as typeof definition;
  const key = saved.uiSchema['ui:order']!.at(-3)!;
  expect(saved.uiSchema['ui:order']).toEqual([...order.slice(0, -2), key, ...order.slice(-2)]);
  expect(saved.schema.properties[key]).toMatchObject({ title: LABEL, enum: CHOICES });
  expect(saved.schema.required).toContain(key);
  expect(saved.messages[key]!.required).toBe(WHEN_EMPTY);

  // The preview's form has the field, with its choices and placeholder; sent empty, it says why.
  const form = preview(page).locator('form').first();
  const select = form.locator(`[id="${definition.id}_${key}"]`);
  await expect(select.locator('option')).toHaveText([PLACEHOLDER, ...CHOICES]);
  await form.getByRole('button', { name: definition.submitLabel }).press('Enter');
  await expect(form).toContainText(WHEN_EMPTY);
  await expect(select).toHaveAttribute('aria-invalid', 'true');
});
