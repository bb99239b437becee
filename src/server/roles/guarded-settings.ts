// The settings that decide where money and personal data go: which hosts a checkout may lead to and
// each service's checkout link (services.json), where each form is sent, who receives its mails and
// whether it calls the webhook (forms/*.json), and the mailboxes those mails go to (site.json).
// Anyone who may edit can save a change to them in a draft; only an admin may publish it
// (publishing.ts refuses, the editor's Publish says why). This list is the one place that says which.
import type { ConfigFiles } from '../editor/config-files.ts';
import { isJsonObject } from '../http/json-body.ts';
import { adminText, fill } from '../words/text.ts';

const words = adminText.roles.guarded;

/** One guarded value of a file: `key` finds it again in the other version, `label` names it for people. */
interface Guarded {
  key: string;
  label: string;
  value: unknown;
}

type JsonObject = Record<string, unknown>;

const objectAt = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});
const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Which files hold guarded settings, and how to read them out of one. */
const GUARDED_FILES: { file: RegExp; read: (config: JsonObject, path: string) => Guarded[] }[] = [
  {
    file: /^services\.json$/,
    read: (config) => [
      { key: 'allowedCheckoutHosts', label: words.allowedCheckoutHosts, value: config.allowedCheckoutHosts },
      // By position: a link moved to another service is a change of where that service's money goes.
      ...listAt(config.services).map((service, index) => ({
        key: `checkoutUrl/${index}`,
        label: fill(words.checkoutUrl, { service: String(objectAt(service).title ?? index + 1) }),
        value: objectAt(service).checkoutUrl,
      })),
    ],
  },
  {
    file: /^forms\/[^/]+\.json$/,
    read: (config, path) => {
      const form = { form: String(config.id ?? path), path };
      return [
        { key: 'endpoint', label: fill(words.endpoint, form), value: config.endpoint },
        {
          key: 'mailTo',
          label: fill(words.mailTo, form),
          value: listAt(config.mails).map((mail) => objectAt(mail).to),
        },
        { key: 'webhook', label: fill(words.webhook, form), value: objectAt(config.storage).webhook ?? false },
      ];
    },
  },
  {
    file: /^site\.json$/,
    read: (config) => [{ key: 'mailboxes', label: words.mailboxes, value: objectAt(config.contacts).emails }],
  },
];

/** A file's guarded values by key; a file that is missing or not a JSON object holds none. */
function guardedIn(text: string | undefined, path: string, read: (typeof GUARDED_FILES)[number]['read']) {
  let config: unknown;
  try {
    config = text === undefined ? {} : JSON.parse(text);
  } catch {
    config = {};
  }
  return new Map(read(objectAt(config), path).map((entry) => [entry.key, entry]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The guarded settings that differ between `live` and `next`, named for people, in file order. */
export function guardedChanges(live: ConfigFiles, next: ConfigFiles): string[] {
  const changed: string[] = [];
  const paths = [...new Set([...Object.keys(live), ...Object.keys(next)])].sort();
  for (const path of paths) {
    if (live[path] === next[path]) continue;
    const guarded = GUARDED_FILES.find((entry) => entry.file.test(path));
    if (!guarded) continue;
    const before = guardedIn(live[path], path, guarded.read);
    const after = guardedIn(next[path], path, guarded.read);
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const was = before.get(key);
      const is = after.get(key);
      if (!same(was?.value, is?.value)) changed.push((is ?? was)!.label);
    }
  }
  return changed;
}
