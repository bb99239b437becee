// What a form definition must satisfy beyond its schema: its rules compile and reference nothing,
// every rule a visitor can break has a message, no pattern can hold the server, addresses use the
// site's e-mail syntax, no text a visitor typed can become a link in a mail to a visitor, and
// layout, prefill, mails and the other settings (form-field-refs.ts) name real fields.
import type { FieldRules, FormDefinition } from '../generated/config-types.ts';
import { fieldReferenceProblems } from './form-field-refs.ts';
import { pointerSegment, problemAt, type JsonSource, type Problem } from './json-source.ts';
import { walkJson } from './json-walk.ts';

/**
 * Why a form's rules do not compile, or undefined when they do. Compiling needs ajv's code generation,
 * which a page under a strict CSP may not run: the command line compiles (compileFormSchema), the
 * visual editor asks its server.
 */
export type FormRulesCheck = (form: FormDefinition) => string | undefined;

export type PatternVerdict = { safe: true } | { safe: false; why: string };
/**
 * Whether a pattern matches in linear time. Proving it takes a ReDoS checker that runs in Node
 * (src/server/forms/pattern-safety.ts): the command line and the editor's server hand it in, the
 * editor's page leaves it out and its server checks at save.
 */
export type PatternSafetyCheck = (pattern: string) => PatternVerdict;

export interface FormChecks {
  rulesError: FormRulesCheck;
  patternSafety?: PatternSafetyCheck;
}

const RULES_NEEDING_MESSAGES = ['minLength', 'maxLength', 'pattern', 'enum', 'const', 'format'] as const;

/** A field whose answer can only be one of the config's own values: safe to repeat in any mail. */
function isChoice(rules: FieldRules): boolean {
  return rules.enum !== undefined || rules.const !== undefined || rules.type === 'boolean';
}

/** The fields whose values a mail template repeats. */
function fieldsInMail(form: FormDefinition, mail: NonNullable<FormDefinition['mails']>[number]): string[] {
  if (mail.listFields) return Object.keys(form.schema.properties);
  return [
    ...new Set(
      [mail.subject, ...mail.paragraphs].flatMap((text) =>
        [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]!),
      ),
    ),
  ];
}

/** Every field that holds an e-mail address we send to or store a lead under. */
function addressFields(form: FormDefinition): Set<string> {
  const named = [
    ...(form.mails ?? []).flatMap((mail) => [mail.to, mail.replyTo ?? '']),
    ...(form.storage?.leadEmail ? [`field:${form.storage.leadEmail}`] : []),
    ...(form.storage?.dedupe ? [`field:${form.storage.dedupe.email}`] : []),
  ];
  return new Set(named.filter((target) => target.startsWith('field:')).map((target) => target.slice(6)));
}

/** Patterns no post can make slow, formats with a length bound, addresses we mail checked, no link mailed to a visitor. */
function abuseProblems(
  form: FormDefinition,
  source: JsonSource,
  patternSafety: PatternSafetyCheck | undefined,
): Problem[] {
  const problems: Problem[] = [];
  for (const [field, rules] of Object.entries(form.schema.properties)) {
    const patterns = [
      { pattern: rules.pattern, at: `/schema/properties/${field}/pattern` },
      ...(rules.allOf ?? []).map((part, index) => ({
        pattern: part.pattern,
        at: `/schema/properties/${field}/allOf/${index}/pattern`,
      })),
    ];
    for (const { pattern, at } of patterns) {
      const verdict = pattern === undefined || !patternSafety ? undefined : patternSafety(pattern);
      if (verdict && !verdict.safe) {
        problems.push(
          problemAt(
            source,
            at,
            `the pattern of ${field} could hold the server: ${verdict.why}`,
            'write it so that no two parts can match the same characters, e.g. ^[^\\S\\r\\n]*\\S[^\\r\\n]*$ instead of ^[^\\r\\n]*\\S[^\\r\\n]*$',
          ),
        );
      }
    }
    if (rules.format !== undefined && rules.maxLength === undefined) {
      problems.push(
        problemAt(
          source,
          `/schema/properties/${field}`,
          `${field} has a "format" but no "maxLength"`,
          'add "maxLength": the server judges a value by its length before any pattern, so no long value reaches one',
        ),
      );
    }
  }
  for (const field of addressFields(form)) {
    const rules = form.schema.properties[field];
    if (rules && rules.format !== 'email') {
      problems.push(
        problemAt(
          source,
          `/schema/properties/${field}`,
          `${field} holds an e-mail address we send to, but has no "format": "email"`,
          'add "format": "email" (the site\'s one address syntax, which the mailer accepts) and a "format" message',
        ),
      );
    }
  }
  form.mails?.forEach((mail, index) => {
    if (!mail.to.startsWith('field:')) return;
    for (const field of fieldsInMail(form, mail)) {
      const rules = form.schema.properties[field];
      if (rules && !isChoice(rules) && rules.format !== 'noLinks') {
        problems.push(
          problemAt(
            source,
            `/mails/${index}`,
            `this mail goes to an address a visitor typed and repeats ${field}, which could carry a link`,
            `give ${field} "format": "noLinks" and a "format" message, or leave it out of this mail`,
          ),
        );
      }
    }
  });
  return problems;
}

/** How a rule a visitor broke is said ("… has no sentence for when it is too long"). */
const BROKEN_RULE: Record<(typeof RULES_NEEDING_MESSAGES)[number], string> = {
  minLength: 'it is too short',
  maxLength: 'it is too long',
  pattern: 'it is not in the expected form',
  enum: 'the choice is not in the list',
  const: 'it is not the one value allowed (a box not ticked)',
  format: 'it is not in the expected form',
};

/** A field as the form builder shows it: by its label, its name beside it when they differ ("First name" (FirstName)). */
function fieldName(form: FormDefinition, key: string): string {
  const label = form.schema.properties[key]?.title;
  if (typeof label !== 'string' || label.trim() === '') return `"${key}"`;
  return label.toLowerCase() === key.toLowerCase() ? `"${label}"` : `"${label}" (${key})`;
}

/** An entry of a list of field names (its title in the form's schema) that names no field: an empty one, or an unknown name. */
function notAField(source: JsonSource, form: FormDefinition, at: string, list: string, field: string): Problem {
  const fields = Object.keys(form.schema.properties);
  return field.trim() === ''
    ? problemAt(
        source,
        at,
        `an entry of "${list}" is empty`,
        'write the name of a field of this form, or remove the entry',
      )
    : problemAt(
        source,
        at,
        `"${list}" names "${field}", which is no field of this form`,
        `fields: ${fields.join(', ')}`,
      );
}

export function formProblems(name: string, source: JsonSource, checks: FormChecks): Problem[] {
  const form = source.value as FormDefinition;
  const problems: Problem[] = [];
  const fields = Object.keys(form.schema.properties);
  if (form.id !== name)
    problems.push(
      problemAt(
        source,
        '/id',
        `the id "${form.id}" differs from the file name "${name}.json"`,
        'pages embed the form by this id',
      ),
    );

  const notCompiling = checks.rulesError(form);
  if (notCompiling !== undefined)
    problems.push(
      problemAt(source, '/schema', `the rules do not compile: ${notCompiling}`, 'see json-schema.org for the keywords'),
    );

  // The site's browser build leaves out what resolves references (scripts/vite-rjsf-parts-plugin.ts).
  walkJson(form.schema, (pointer, key) => {
    if (key === '$ref' || key === '$id')
      problems.push(
        problemAt(source, `/schema${pointer}`, `a form's rules hold no ${key}`, 'write the rule out where it applies'),
      );
  });

  // Each list that names required fields, by its place and its title in the form's schema ("Required fields").
  const requiredLists: { names: readonly string[]; at: string; title: string }[] = [
    { names: form.schema.required ?? [], at: '/schema/required', title: 'Required fields' },
    ...Object.entries(form.schema.dependencies ?? {}).map(([key, names]) => ({
      names,
      at: `/schema/dependencies/${pointerSegment(key)}`,
      title: `Required with ${fieldName(form, key)}`,
    })),
    { names: form.schema.then?.required ?? [], at: '/schema/then/required', title: 'Then required' },
  ];
  const requiredSomewhere = new Set<string>();
  for (const list of requiredLists)
    list.names.forEach((field, index) => {
      if (fields.includes(field)) requiredSomewhere.add(field);
      else problems.push(notAField(source, form, `${list.at}/${index}`, list.title, field));
    });
  for (const field of requiredSomewhere) {
    if (!form.messages[field]?.required)
      problems.push(
        problemAt(
          source,
          '/messages',
          `${fieldName(form, field)} has no sentence for when it is left empty`,
          `add "${field}": { "required": "…" }`,
        ),
      );
  }
  for (const field of fields) {
    const rules = form.schema.properties[field]!;
    // The field's own rules and each further rule of its allOf, which may name its own message.
    const parts: {
      rules: { errorKey?: string } & Partial<Record<(typeof RULES_NEEDING_MESSAGES)[number], unknown>>;
      at: string;
    }[] = [
      { rules, at: `/schema/properties/${field}` },
      ...(rules.allOf ?? []).map((part, index) => ({ rules: part, at: `/schema/properties/${field}/allOf/${index}` })),
    ];
    for (const part of parts) {
      for (const rule of RULES_NEEDING_MESSAGES) {
        const name = part.rules.errorKey ?? rule;
        if (part.rules[rule] !== undefined && !form.messages[field]?.[name]) {
          problems.push(
            problemAt(
              source,
              `${part.at}/${rule}`,
              `${fieldName(form, field)} has no sentence for when ${BROKEN_RULE[rule]}`,
              `add it under messages.${field}.${name}`,
            ),
          );
        }
      }
    }
  }
  problems.push(...abuseProblems(form, source, checks.patternSafety));
  for (const field of Object.keys(form.messages)) {
    if (!fields.includes(field))
      problems.push(
        problemAt(
          source,
          '/messages',
          `messages for "${field}", which is not a field`,
          'fix the name or remove them',
          field,
        ),
      );
  }

  const order = form.uiSchema['ui:order'];
  if (order) {
    const missing = fields.filter((field) => !order.includes(field));
    if (missing.length > 0)
      problems.push(
        problemAt(
          source,
          '/uiSchema/ui:order',
          `"Field order" leaves out ${missing.map((field) => fieldName(form, field)).join(', ')}`,
          'list every field once: the form builder keeps the order for you',
        ),
      );
    order.forEach((field, index) => {
      if (field !== '*' && !fields.includes(field))
        problems.push(notAField(source, form, `/uiSchema/ui:order/${index}`, 'Field order', field));
    });
  }

  form.prefill?.forEach((rule, index) => {
    const target = form.schema.properties[rule.field];
    if (!target) problems.push(problemAt(source, `/prefill/${index}/field`, `"${rule.field}" is not a field`));
    else if (target.enum) {
      for (const [key, value] of Object.entries(rule.values)) {
        if (!target.enum.includes(value))
          problems.push(
            problemAt(
              source,
              `/prefill/${index}/values/${key}`,
              `"${value}" is not one of the choices of ${rule.field}`,
              `use one of: ${target.enum.join(', ')}`,
            ),
          );
      }
    }
  });

  form.mails?.forEach((mail, index) => {
    for (const [key, value] of [
      ['to', mail.to],
      ['replyTo', mail.replyTo],
    ] as const) {
      const field = value?.startsWith('field:') ? value.slice(6) : undefined;
      if (field && !fields.includes(field))
        problems.push(problemAt(source, `/mails/${index}/${key}`, `"${field}" is not a field`));
    }
    const texts = [mail.subject, ...mail.paragraphs];
    for (const placeholder of texts.flatMap((text) =>
      [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]!),
    )) {
      if (!fields.includes(placeholder))
        problems.push(
          problemAt(
            source,
            `/mails/${index}`,
            `the placeholder {${placeholder}} is not a field`,
            `fields: ${fields.join(', ')}`,
          ),
        );
    }
  });
  problems.push(...fieldReferenceProblems(form, source));
  return problems;
}
