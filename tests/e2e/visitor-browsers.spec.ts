// The visitor's flows in Firefox ESR (over WebDriver BiDi) and, by the same code, in Chromium (CDP),
// both driven by puppeteer-core (support/other-browsers.ts): the header and its widths, the FAQ, a
// fragment, the demo, partner and sign-up forms sent, the booking, every page with scripts reloaded
// scrolled down and opened at a #fragment, and the site with JavaScript off. Texts and values come
// from the config at test time.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from 'puppeteer-core';
import { SUCCESS_BANNER_CLASS } from '../../src/shared/forms/field-markup.ts';
import { HEADER_WIDTHS, headerFitProblems } from './support/header-fit.ts';
import { fragmentOf, pagesWithScripts } from './support/pages-with-scripts.ts';
import { engineAvailable, hydrated, launch, openPage, showsText, type Engine } from './support/other-browsers.ts';
import { faq, form, formPaths, pathsWith, servicesConfig, site } from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';

const base = () => process.env.BASE_URL!;
const url = (path: string) => new URL(path, base()).href;

const demo = form('demo');
const partner = form('partner');
const signup = form('signup');
const [servicesPath] = pathsWith((section) => section.type === 'serviceCards');
const letters = () => String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

async function stored(type: string, email: string) {
  return (await storedSubmissions(process.env.E2E_DATA_DIR!, type)).find(
    (submission) => (submission.payload as { Email?: string }).Email === email,
  );
}

async function fill(page: Page, values: Record<string, string>, formId: string) {
  for (const [name, value] of Object.entries(values)) {
    const selector = `#${formId}_${name}`;
    if (await page.$eval(selector, (element) => element.tagName === 'SELECT')) await page.select(selector, value);
    else await page.locator(selector).fill(value);
  }
}

/** The submit button of a form: after its fields' fieldset (whose id is the form's). */
const submitOf = (formId: string) => `#${formId} ~ button[type="submit"]`;

/** Types into an emptied field, as a visitor would (without scripts: no locator, which waits by script). */
async function typeInto(page: Page, selector: string, value: string) {
  await page.$eval(selector, (element) => ((element as HTMLInputElement).value = ''));
  await (await page.$(selector))!.type(value);
}

/** Sends a form the browser's own way (Enter in its first field submits it through its button), and
 *  waits for the page that answers. */
async function submitWithoutScript(page: Page, formId: string) {
  await page.focus(`#${formId} input:not([type="hidden"])`);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
}

/** The words the page shows (hidden ones not included). */
const shownText = (page: Page) => page.$eval('body', (body) => (body as HTMLElement).innerText);

/** A valid demo request and partner application, from the forms' own choices. */
const demoValues = (email: string) => ({
  FirstName: 'Maya',
  Email: email,
  phoneNumber: '9845012345',
  company: 'Tarawind Electricals',
  product: demo.schema.properties.product!.enum!.at(-1)!,
});
const partnerValues = (email: string) => ({
  Company: `Brightpath ${letters()}`,
  ContactName: 'Lena Okafor',
  Email: email,
  Phone: '+44 20 7946 0958',
  Country: 'United Kingdom',
  PartnerType: partner.schema.properties.PartnerType!.enum![0]!,
});

for (const engine of ['firefox', 'chromium'] as Engine[]) {
  test.describe(`${engine} (puppeteer-core)`, () => {
    test.describe.configure({ mode: 'serial' });
    test.skip(!engineAvailable(engine), `${engine} is not installed`);
    let browser: Browser;
    test.beforeAll(async () => {
      browser = await launch(engine);
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('every page with scripts starts them when reloaded scrolled down and when opened at a #fragment', async () => {
      test.setTimeout(180_000);
      expect(pagesWithScripts.length).toBeGreaterThan(0);
      const page = await openPage(browser, engine, 1280);
      for (const path of pagesWithScripts) {
        await page.goto(url(path));
        await hydrated(page);
        await page.evaluate(() => window.scrollTo(0, 600));
        await page.reload();
        await hydrated(page);
        const fragment = fragmentOf(path);
        if (fragment) {
          await page.goto('about:blank');
          await page.goto(url(`${path}#${fragment}`));
          await hydrated(page);
        }
        // A form started: an empty submit shows its messages, and the address keeps no entries.
        if (await page.$('form[method="post"]')) {
          await page.locator('form[method="post"] button[type="submit"]').click();
          await page.waitForSelector('.form__error', { timeout: 10_000 });
          expect(new URL(page.url()).search, path).toBe('');
        }
      }
      await page.close();
    });

    test('the header: its menus open and close, and it fits at every width from 320 to 1,920 px', async () => {
      test.setTimeout(120_000);
      const page = await openPage(browser, engine, 1280);
      await page.goto(url('/home'));
      await hydrated(page);
      const open = (id: string) => page.$eval(`#${id}`, (element) => element.matches(':popover-open'));
      await page.locator('button[popovertarget="menu-products"]').click();
      await page.waitForFunction(() => document.querySelector('#menu-products')!.matches(':popover-open'));
      await page.locator('button[popovertarget="menu-company"]').click();
      await page.waitForFunction(() => document.querySelector('#menu-company')!.matches(':popover-open'));
      expect(await open('menu-products')).toBe(false);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('#menu-company')!.matches(':popover-open'));
      await page.setViewport({ width: 375, height: 800 });
      await page.locator('.site-header__burger').click();
      await page.waitForFunction(() => document.querySelector('#mobile-menu')!.matches(':popover-open'));
      await page.keyboard.press('Escape');
      const problems: string[] = [];
      for (const width of HEADER_WIDTHS) {
        await page.setViewport({ width, height: 700 });
        for (const problem of await page.evaluate(headerFitProblems)) problems.push(`${width} px: ${problem}`);
      }
      expect(problems).toEqual([]);
      await page.close();
    });

    test('the FAQ opens one answer at a time, and a #fragment opens its page at its section', async () => {
      const page = await openPage(browser, engine, 1280);
      await page.goto(url('/erp#rfq-section'));
      await hydrated(page);
      await page.waitForFunction(() => {
        const box = document.getElementById('rfq-section')!.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      });
      const openItems = () =>
        page.$$eval('#rfq-section .faq__item', (items) => items.map((item) => (item as HTMLDetailsElement).open));
      expect(await openItems()).toEqual(faq.items.map(() => false));
      await page.locator('#rfq-section .faq__item:nth-child(1) .faq__question').click();
      await showsText(page, faq.items[0]!.answer);
      await page.locator('#rfq-section .faq__item:nth-child(4) .faq__question').click();
      await page.waitForFunction(
        () => (document.querySelectorAll('#rfq-section .faq__item')[3] as HTMLDetailsElement).open,
      );
      expect(await openItems()).toEqual(faq.items.map((_item, index) => index === 3));
      await page.close();
    });

    test('the demo request and the partner application are sent, stored and thanked for', async () => {
      const page = await openPage(browser, engine, 1280);
      const demoEmail = `maya.${engine}.${Date.now()}@example.com`;
      // A number with its country code, judged by the phone check the form loads as it is filled in.
      const demoSent = { ...demoValues(demoEmail), phoneNumber: '+91 98450 12345' };
      await page.goto(url(formPaths('demo')[0]!));
      await hydrated(page);
      await fill(page, { ...demoSent, phoneNumber: '+91 98450 1234' }, demo.id);
      await page.locator(submitOf(demo.id)).click();
      await showsText(page, demo.messages.phoneNumber!.format!);
      await fill(page, { phoneNumber: demoSent.phoneNumber }, demo.id);
      await page.locator(submitOf(demo.id)).click();
      await showsText(page, demo.success.text);
      // The notice that held the focus and the submit button are gone: the focus waits on the thanks.
      await page.waitForFunction(
        (selector) => document.activeElement?.matches(selector),
        {},
        `.${SUCCESS_BANNER_CLASS.split(' ').join('.')}`,
      );
      await expect.poll(async () => (await stored('demo', demoEmail))?.payload).toEqual(demoSent);

      const partnerEmail = `lena.${engine}.${Date.now()}@example.com`;
      await page.goto(url(formPaths('partner')[0]!));
      await hydrated(page);
      await fill(page, partnerValues(partnerEmail), partner.id);
      await page.locator(submitOf(partner.id)).click();
      await showsText(page, partner.success.text);
      expect((await stored(partner.storage!.type, partnerEmail))?.payload).toMatchObject({ Email: partnerEmail });
      await page.close();
    });

    test('the sign-up is sent with its NDA agreed, and stored', async () => {
      const page = await openPage(browser, engine, 1280);
      await page.goto(url(formPaths('signup')[0]!));
      await hydrated(page);
      const unique = `${engine}-${letters()}`;
      const email = `maya.${unique}@tarawind.example`;
      await fill(page, { Customer: `Tarawind Electricals ${unique}`, DefaultUser: 'maya', Email: email }, signup.id);
      await page.waitForFunction(() => document.querySelectorAll('#signup_country option').length > 2);
      await page.select('#signup_country', 'IN');
      await page.waitForFunction(() => (document.querySelector('#signup_Mobile') as HTMLInputElement).value === '+91');
      // Its own mobile number: a registration is refused for a number registered before.
      const mobile = `+9198${String(Date.now() + (engine === 'firefox' ? 0 : 1)).slice(-8)}`;
      await fill(page, { Mobile: mobile, Addr: '4th Floor, Cyber Pearl', Zip: '500081' }, signup.id);
      // A date is typed into the date field's parts (month, day, year in this English locale).
      await page.focus(`#${signup.id}_Fiscal`);
      await page.keyboard.type('04012026');
      await page.waitForFunction(
        (id) => (document.getElementById(`${id}_Fiscal`) as HTMLInputElement).value === '2026-04-01',
        {},
        signup.id,
      );
      // Ticking the terms opens the NDA; its button agrees.
      await page.click('.form__terms input[type="checkbox"]');
      await page.waitForSelector('.modal__actions .button--primary');
      await page.click('.modal__actions .button--primary');
      await page.waitForFunction(() => !document.querySelector('.modal'));
      await page.locator(submitOf(signup.id)).click();
      // The success dialog, or what the form says instead.
      const answer = await page.waitForSelector('.modal__dialog, .form__banner--error, .form__error', {
        timeout: 30_000,
      });
      const sentValues = await page.$$eval('#signup input', (inputs) =>
        inputs.map((input) => `${input.id}=${(input as HTMLInputElement).value}`).join(' '),
      );
      expect(await answer!.evaluate((element) => element.textContent), sentValues).toContain(signup.success.title!);
      await expect
        .poll(async () => (await stored('trial', email))?.payload)
        .toMatchObject({ Email: email, country: 'IN' });
      await page.close();
    });

    test('a ticked service is booked and the visitor leaves for its checkout', async () => {
      const page = await openPage(browser, engine, 1280);
      const service = servicesConfig.services[0]!;
      await page.setRequestInterception(true);
      // The hosted checkout is stood in for: the test never reaches the payment provider.
      page.on('request', (request) => {
        if (request.url().startsWith(base())) void request.continue();
        else void request.respond({ status: 200, contentType: 'text/html', body: '<title>checkout</title>' });
      });
      await page.goto(url(servicesPath!));
      await hydrated(page);
      await page.locator(`#service-agree-${service.index}`).click();
      await Promise.all([
        page.waitForNavigation(),
        page.locator(`button[data-service-index="${service.index}"]`).click(),
      ]);
      expect(page.url()).toBe(service.checkoutUrl);
      await page.close();
    });
  });

  test.describe(`${engine} with JavaScript off`, () => {
    test.describe.configure({ mode: 'serial' });
    test.skip(!engineAvailable(engine), `${engine} is not installed`);
    let browser: Browser;
    test.beforeAll(async () => {
      browser = await launch(engine, { scripts: false });
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('the demo request: refused with each message beside the kept entries, then sent and thanked for', async () => {
      const page = await openPage(browser, engine, 375, false);
      await page.goto(url(formPaths('demo').at(-1)!));
      const email = `no-script.${engine}.${Date.now()}@example.com`;
      await typeInto(page, `#${demo.id}_FirstName`, 'M');
      await typeInto(page, `#${demo.id}_Email`, email);
      await submitWithoutScript(page, demo.id);
      expect(new URL(page.url()).pathname).toBe(demo.endpoint.url);
      expect(new URL(page.url()).search).toBe('');
      expect(await shownText(page)).toContain(demo.failure.invalid);
      expect(await page.$eval(`#${demo.id}_FirstName__error`, (element) => element.textContent)).toBe(
        demo.messages.FirstName!.minLength,
      );
      expect(await page.$eval(`#${demo.id}_phoneNumber__error`, (element) => element.textContent)).toBe(
        demo.messages.phoneNumber!.required,
      );
      expect(await page.$eval(`#${demo.id}_Email`, (element) => (element as HTMLInputElement).value)).toBe(email);
      expect(await page.$(`#${demo.id}_Email__error`)).toBeNull();
      // The page keeps the site's layout: its header and footer.
      expect(await page.$('header.site-header')).not.toBeNull();
      expect(await page.$('footer')).not.toBeNull();

      const product = demo.schema.properties.product!.enum![0]!;
      await typeInto(page, `#${demo.id}_FirstName`, 'Maya');
      await typeInto(page, `#${demo.id}_phoneNumber`, '9845012345');
      await page.select(`#${demo.id}_product`, product);
      await submitWithoutScript(page, demo.id);
      expect(await shownText(page)).toContain(demo.success.text);
      // Thanked for at an address of its own (post, redirect, get), which holds nothing typed: sent
      // from the refusal page (whose address is the endpoint's), it names the form's page for its language.
      expect(new URL(page.url()).pathname).toBe(demo.endpoint.url);
      expect([...new URL(page.url()).searchParams]).toEqual([
        ['sent', ''],
        ['page', formPaths('demo').at(-1)!],
      ]);
      const row = await stored('demo', email);
      expect(row?.payload).toEqual({ FirstName: 'Maya', Email: email, phoneNumber: '9845012345', product });
      expect(row?.meta).toMatchObject({ sentWithoutScript: true });
      expect(row?.meta).not.toHaveProperty('suspectedBot');
      // Reloaded, it thanks again, and nothing is sent twice.
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      expect(await shownText(page)).toContain(demo.success.text);
      expect(
        (await storedSubmissions(process.env.E2E_DATA_DIR!, 'demo')).filter(
          (submission) => (submission.payload as { Email?: string }).Email === email,
        ),
      ).toHaveLength(1);
      // The endpoint's bare address (a bookmark) leads to the form's page.
      await page.goto(url(demo.endpoint.url));
      expect(formPaths('demo')).toContain(new URL(page.url()).pathname);
      expect(await page.$(`#${demo.id}_FirstName`)).not.toBeNull();
      await page.close();
    });

    test('the partner application is sent and thanked for', async () => {
      const page = await openPage(browser, engine, 1280, false);
      await page.goto(url(formPaths('partner')[0]!));
      const email = `no-script.${engine}.${Date.now()}@example.com`;
      for (const [name, value] of Object.entries(partnerValues(email))) {
        const selector = `#${partner.id}_${name}`;
        if (await page.$eval(selector, (element) => element.tagName === 'SELECT')) await page.select(selector, value);
        else await typeInto(page, selector, value);
      }
      await submitWithoutScript(page, partner.id);
      expect(await shownText(page)).toContain(partner.success.text);
      expect((await stored(partner.storage!.type, email))?.payload).toMatchObject({ Email: email });
      await page.close();
    });

    test('the sign-up and the booking say their script has not started, and send nothing', async () => {
      const page = await openPage(browser, engine, 1280, false);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') sent.push(request.url());
      });
      const signupPath = formPaths('signup')[0]!;
      await page.goto(url(signupPath));
      expect(await shownText(page)).toContain(site.ui.scriptsNotStarted!);
      expect(await page.$eval(submitOf(signup.id), (button) => (button as HTMLButtonElement).disabled)).toBe(true);
      await typeInto(page, `#${signup.id}_Customer`, 'Tarawind');
      await typeInto(page, `#${signup.id}_Email`, 'maya@tarawind.example');
      // Enter in a field sends a form through its default button: disabled, it sends nothing.
      await page.keyboard.press('Enter');
      // Proven by order, not by waiting: a page asked for after the key would come after a post the key made.
      await page.goto(url(servicesPath!));
      expect(sent).toEqual([]);
      expect(await shownText(page)).toContain(site.ui.scriptsNotStarted!);
      expect(
        // One element evaluated ($$eval, over a list of handles, stops Firefox when its scripts are off).
        await page.$eval('.service-cards__list', (list) =>
          [...list.querySelectorAll<HTMLButtonElement>('.service-cards__book')].every((button) => button.disabled),
        ),
      ).toBe(true);
      expect(sent).toEqual([]);
      await page.close();
    });
  });
}
