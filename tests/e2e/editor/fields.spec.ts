// The inputs a section's generated form gives each kind of field, as a marketer meets them: labels and
// help texts from the schema, enums as selects, long texts in a text box, links offering the site's
// pages and section anchors, images chosen from public/images with their size read from the file,
// icons by name with their picture. What is expected is read from the schemas and the config.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import {
  pageEntry,
  fieldLabel,
  heroHeadingLabel,
  heroPage,
  sectionName,
  sectionSchemas,
  typeTitle,
} from '../support/editor-content.ts';
import { projectRoot } from '../support/editor-server.ts';
import { expect, openEditor, openPage, preview, readOnlyTest, saveButton, test } from '../support/editor-fixtures.ts';
import { page as pageConfig, routesConfig } from '../support/site-data.ts';

const hero = heroPage.sections[0]!;
const heroSchema = sectionSchemas.get('hero')!.properties as Record<string, { description?: string }>;
const imagesDir = join(projectRoot, 'public/images');
const commonDefs = (
  JSON.parse(readFileSync(join(projectRoot, 'schemas/common.schema.json'), 'utf8')) as {
    $defs: Record<string, { properties: Record<string, { title: string }> }>;
  }
).$defs;

/** The title of a property of a common definition (a card's icon), as the form labels it. */
function commonTitle(definition: string, property: string): string {
  return commonDefs[definition]!.properties[property]!.title;
}

/** Every image of public/images with its size, as the file says. */
function imagesOnDisk(): { src: string; width: number; height: number }[] {
  return readdirSync(imagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(svg|png|jpe?g|webp|avif)$/.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const { width, height } = imageSize(readFileSync(file));
      return { src: `/images/${file.slice(imagesDir.length + 1)}`, width: width!, height: height! };
    })
    .sort((a, b) => a.src.localeCompare(b.src));
}

test.beforeEach(async ({ page }) => {
  await openEditor(page);
  await openPage(page, pageEntry(heroPage));
  await page.getByRole('button', { name: sectionName(1, 'hero') }).click();
  await expect(page.locator('#section-form-0 form')).toBeVisible();
});

readOnlyTest(
  'a field is labelled with its schema title, its help text is the description, a long text gets a text box',
  async ({ page }) => {
    const heading = page.getByLabel(heroHeadingLabel);
    await expect(heading).toHaveAccessibleDescription(
      new RegExp(heroSchema.heading!.description!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    const text = page.getByLabel(fieldLabel('hero', 'text'), { exact: true });
    expect(await text.evaluate((element) => element.tagName)).toBe('TEXTAREA');
    await expect(heading).toHaveValue(String(hero.heading));
  },
);

readOnlyTest('a link offers every page of the site and every section anchor, and takes one', async ({ page }) => {
  const form = page.locator('#section-form-0');
  // A button's address: the hero's first, or that of a new button (which then needs its text).
  if ((await form.locator('input[list]').count()) === 0) {
    await form.getByRole('button', { name: 'Add' }).first().click();
    await form.getByLabel(commonTitle('action', 'label')).first().fill('A button');
  }
  const address = form.locator('input[list]').first();
  const offered = await address.evaluate((input: HTMLInputElement) =>
    [...input.list!.options].map((option) => option.value),
  );
  const expected = routesConfig.routes.flatMap((route) => [
    route.path,
    ...pageConfig(route.page).sections.flatMap((section) =>
      typeof section.id === 'string' ? [`${route.path}#${section.id}`] : [],
    ),
  ]);
  expect(expected.length).toBeGreaterThan(routesConfig.routes.length);
  expect(offered).toEqual(expect.arrayContaining(expected));
  const anchor = expected.find((href) => href.includes('#'))!;
  await address.fill(anchor);
  await expect(preview(page).locator('main > .preview-section').first().locator(`a[href="${anchor}"]`)).toHaveCount(1);
});

test('an image is chosen in the media library of public/images, its width and height read from the file, and saved so', async ({
  page,
  editor,
}) => {
  const current = (hero.image ?? {}) as { width?: number; height?: number };
  const images = imagesOnDisk();
  const chosen = images.find((image) => image.width !== current.width || image.height !== current.height)!;
  await page.locator('#section-form-0 .image-field').getByRole('button', { name: 'Choose a picture…' }).click();
  const library = page.getByRole('dialog', { name: 'Choose a picture' });
  const offered = await library
    .locator('.media-card img')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src')!.slice(1)));
  // Uploads come and go with other specs (pictures.spec.ts publishes one): the project's own pictures are compared.
  const own = (src: string) => !src.startsWith('/images/uploads/');
  expect(offered.filter(own).sort()).toEqual(images.map((image) => image.src).filter(own));
  await library
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src=".${chosen.src}"]`) })
    .getByRole('button', { name: 'Use this picture' })
    .click();
  await expect(library).toBeHidden();
  await expect(page.locator('#section-form-0 .image-field')).toContainText(
    `${chosen.width} × ${chosen.height} px, read from the file`,
  );
  await expect(preview(page).locator(`main img[src="${chosen.src}"]`)).toHaveAttribute('width', String(chosen.width));
  // The hero's description told what the old picture showed: the new one starts undescribed.
  const description = page.locator('#section-form-0 .image-field').getByLabel('Description');
  await expect(description).toHaveValue('');
  await expect(page.locator('#section-form-0 .image-field .field-errors')).toBeVisible();
  await description.fill('The new picture, described');

  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText(`Saved: ${heroPage.file}`);
  expect(JSON.parse(editor.read(heroPage.file)).sections[0].image).toMatchObject({
    src: chosen.src,
    alt: 'The new picture, described',
    width: chosen.width,
    height: chosen.height,
  });
});

readOnlyTest(
  'an icon is chosen by name with its picture beside it, and an enum is a select of its values',
  async ({ page }) => {
    const icons = readdirSync(join(imagesDir, 'icons'))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.slice(0, -'.svg'.length))
      .sort();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page
      .getByRole('dialog', { name: 'Add a section' })
      .getByRole('button', { name: typeTitle('cardGrid'), exact: true })
      .click();
    const form = page.locator('.section-item--selected .section-item__form');

    const icon = form.getByLabel(commonTitle('card', 'icon'), { exact: true }).first();
    const names = await icon.evaluate((element: HTMLSelectElement) =>
      [...element.options].map((option) => option.value).filter(Boolean),
    );
    expect(names).toEqual(expect.arrayContaining(icons));
    const name = icons.find((candidate) => candidate !== names[0] && candidate !== icons[0])!;
    await icon.selectOption(name);
    const picture = form.getByRole('img', { name: `The icon ${name}` }).first();
    await expect(picture).toHaveAttribute('src', `./images/icons/${name}.svg`);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(preview(page).locator(`main img[src="/images/icons/${name}.svg"]`).first()).toBeAttached();

    const tone = form.getByLabel(fieldLabel('cardGrid', 'tone'), { exact: true });
    expect(await tone.evaluate((element) => element.tagName)).toBe('SELECT');
    const values = (sectionSchemas.get('cardGrid')!.properties as Record<string, { enum?: unknown[] }>).tone!.enum!.map(
      String,
    );
    await expect(tone.locator('option')).toHaveText(values);
    await tone.selectOption({ label: values.at(-1)! });
    await expect(tone.locator('option:checked')).toHaveText(values.at(-1)!);
  },
);
