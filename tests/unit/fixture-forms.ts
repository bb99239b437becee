// The forms of the fixture config, as unit tests read them: Vitest maps @site-config/ to
// tests/fixtures/site-config/. They are typed by the generated FormDefinition, not by the JSON
// itself: the type checker resolves @site-config/ to the shipped files, whose exact shape a test
// must not depend on.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import demoJson from '@site-config/forms/demo.json' with { type: 'json' };
import signupJson from '@site-config/forms/signup.json' with { type: 'json' };
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import type { FormDefinition } from '../../src/shared/forms/definition.ts';
import { ISLAND_ATTRIBUTE } from '../../src/shared/islands.ts';
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  TERMS_ACCEPTED_AT_FIELD,
  TERMS_ACCEPTED_ON_FIELD,
} from '../../src/shared/forms/envelope.ts';

export const demoForm = demoJson as unknown as FormDefinition;
export const signupForm = signupJson as unknown as FormDefinition;
/**
 * A form that exists only in the fixture config (the shipped config has none like it, so it is read
 * from its file rather than through @site-config/): no code names it, yet it has its endpoint, its
 * storage, its mails and its page.
 */
export const referralForm = JSON.parse(
  readFileSync(join(resolve(import.meta.dirname, '../..'), FIXTURE_CONFIG_DIR, 'forms/referral.json'), 'utf8'),
) as FormDefinition;

/** The sentence the form's config gives for a field and a broken rule. */
export function messageOf(form: FormDefinition, field: string, rule: string): string {
  const message = form.messages[field]?.[rule];
  if (!message) throw new Error(`the fixture form ${form.id} has no "${rule}" message for ${field}`);
  return message;
}

/** A valid post of the fixture trial form, number `n` (its own e-mail address and mobile number), the terms accepted now. */
export function fixtureRegistration(n: number) {
  const now = new Date();
  return {
    Customer: `Graniteford Fasteners ${n}`,
    Mobile: `+1512555${String(n).padStart(4, '0')}`,
    Email: `ops.${n}@graniteford.example`,
    country: 'US',
    ProductId: 'FIX-BASE',
    [HONEYPOT_FIELD]: '',
    [ELAPSED_FIELD]: 30_000,
    [TERMS_ACCEPTED_AT_FIELD]: now.toISOString(),
    [TERMS_ACCEPTED_ON_FIELD]: now.toISOString().slice(0, 10),
  };
}

/** A page showing the fixture callback form as the prerenderer writes one: an island with the form's fields. */
export function formPage(title: string, lang = 'en'): string {
  const fields = Object.entries(demoForm.schema.properties)
    .map(([name, rules]) => {
      const id = `${demoForm.id}_${name}`;
      const control = rules.enum
        ? `<select id="${id}" name="${name}"><option value="" selected="">Choose</option>${rules.enum
            .map((choice) => `<option value="${choice}">${choice}</option>`)
            .join('')}</select>`
        : name === 'message'
          ? `<textarea id="${id}" name="${name}"></textarea>`
          : `<input id="${id}" name="${name}" value="">`;
      return `<div class="form__field"><label for="${id}">${rules.title}</label>${control}</div>`;
    })
    .join('');
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main>
<div class="island" ${ISLAND_ATTRIBUTE}="form" data-props="{}"><form action="${demoForm.endpoint.url}" method="post">${fields}
<input name="${HONEYPOT_FIELD}" value=""><div role="alert"></div><div role="status"></div><button type="submit">Send</button></form></div>
</main></body></html>`;
}
