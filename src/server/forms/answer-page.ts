// The page that answers a form sent without scripts (an urlencoded post): the very page the form is
// on, as the build prerendered it (header, footer, the form's own markup), with the outcome written
// in: the success text in place of the form, or the visitor's entries kept in their fields with each
// field's message beside it and the form's banner above the button, ready to be sent again. The page
// is parsed and written back by parse5 (an HTML parser that follows the standard), never patched as
// text. The words all come from the form's config, as the browser's form shows them.
import { PAGE_QUERY } from './page-post.ts';
import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import {
  ERROR_BANNER_CLASS,
  errorId,
  FIELD_ERROR_CLASS,
  FIELD_HAS_ERROR_CLASS,
  SUCCESS_BANNER_CLASS,
} from '../../shared/forms/field-markup.ts';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../../shared/islands.ts';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export type Outcome =
  | { kind: 'sent' }
  | {
      kind: 'refused';
      /** The form-level sentence (one of the form's failure texts). */
      banner: string;
      /** What the visitor typed, by field name, as it was sent. */
      entries: Record<string, string>;
      /** Each field's messages, in the form's words. */
      fieldMessages: Record<string, string[]>;
    };

const HTML_NS = 'http://www.w3.org/1999/xhtml' as Parameters<typeof tree.createElement>[1];

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

function setAttr(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attribute) => attribute.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

function removeAttr(element: Element, name: string): void {
  element.attrs = element.attrs.filter((attribute) => attribute.name !== name);
}

function isElement(node: Node): node is Element {
  return tree.isElementNode(node as DefaultTreeAdapterMap['childNode']);
}

/** Every element under `root`, in document order. */
function* elements(root: ParentNode): Generator<Element> {
  for (const child of root.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

function find(root: ParentNode, test: (element: Element) => boolean): Element | undefined {
  for (const element of elements(root)) if (test(element)) return element;
  return undefined;
}

function closest(element: Element, test: (candidate: Element) => boolean): Element | undefined {
  for (let node: ParentNode | null = element; node; node = (node as Element).parentNode ?? null) {
    if (!isElement(node as Node)) return undefined;
    if (test(node as Element)) return node as Element;
  }
  return undefined;
}

const hasClass = (element: Element, name: string) => (attr(element, 'class') ?? '').split(/\s+/).includes(name);

function textElement(tagName: string, attrs: Record<string, string>, text: string): Element {
  const element = tree.createElement(
    tagName,
    HTML_NS,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  tree.insertText(element, text);
  return element;
}

function insertAfter(reference: Element, node: Element): void {
  const parent = reference.parentNode!;
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  if (next) tree.insertBefore(parent, node, next);
  else tree.appendChild(parent, node);
}

/** Puts a value into a field as the browser would show it: an input's value, a text area's text, a select's option. */
function keepEntry(control: Element, value: string): void {
  if (control.tagName === 'textarea') {
    control.childNodes = [];
    tree.insertText(control, value);
  } else if (control.tagName === 'select') {
    for (const option of elements(control)) {
      if (option.tagName !== 'option') continue;
      if ((attr(option, 'value') ?? '') === value) setAttr(option, 'selected', '');
      else removeAttr(option, 'selected');
    }
  } else if (attr(control, 'type') === 'checkbox') {
    if (value !== '') setAttr(control, 'checked', '');
    else removeAttr(control, 'checked');
  } else setAttr(control, 'value', value);
}

/** The field's message beside it, and the ARIA wiring the browser's form gives an invalid field. */
function showMessage(control: Element, message: string): void {
  const id = attr(control, 'id') ?? '';
  setAttr(control, 'aria-invalid', 'true');
  setAttr(control, 'aria-describedby', errorId(id));
  const wrapper = closest(control, (element) => hasClass(element, 'form__field'));
  if (wrapper) setAttr(wrapper, 'class', `${attr(wrapper, 'class') ?? ''} ${FIELD_HAS_ERROR_CLASS}`.trim());
  insertAfter(control, textElement('p', { class: FIELD_ERROR_CLASS, id: errorId(id) }, message));
}

/**
 * The answer page: `pageHtml` (a prerendered page showing `form`) with `outcome` written into the form.
 * Undefined when the page shows no such form.
 */
export function answerPage(
  pageHtml: string,
  form: FormDefinition,
  outcome: Outcome,
  /** The page's path: the refusal's form posts again from the endpoint's address, naming it (page-post.ts, PAGE_QUERY). */
  pagePath?: string,
): string | undefined {
  const document = parse(pageHtml);
  const formElement = find(
    document,
    (element) => element.tagName === 'form' && attr(element, 'action') === form.endpoint.url,
  );
  if (!formElement) return undefined;
  // Not hydrated: the island's script would render its empty form over what is written here. The page
  // stays a plain page whose form posts again.
  const island = closest(formElement, (element) => attr(element, ISLAND_ATTRIBUTE) !== undefined);
  if (island) {
    removeAttr(island, ISLAND_ATTRIBUTE);
    removeAttr(island, ISLAND_PROPS_ATTRIBUTE);
  }

  if (outcome.kind === 'sent') {
    // The success text in place of the form, focused, so the page opens on it and a screen reader reads it.
    const status = textElement('div', { role: 'status' }, '');
    tree.appendChild(
      status,
      textElement('p', { class: SUCCESS_BANNER_CLASS, tabindex: '-1', autofocus: '' }, form.success.text),
    );
    tree.insertBefore(formElement.parentNode!, status, formElement);
    tree.detachNode(formElement);
    return serialize(document);
  }

  if (pagePath !== undefined)
    setAttr(
      formElement,
      'action',
      `${form.endpoint.url}?${new URLSearchParams({ [PAGE_QUERY]: pagePath }).toString()}`,
    );
  const fields = Object.keys(form.schema.properties);
  let firstInvalid: Element | undefined;
  for (const control of elements(formElement)) {
    if (!['input', 'select', 'textarea'].includes(control.tagName)) continue;
    const name = attr(control, 'name');
    if (name === undefined || !fields.includes(name)) continue;
    keepEntry(control, outcome.entries[name] ?? '');
    const message = outcome.fieldMessages[name]?.[0];
    if (message !== undefined) {
      showMessage(control, message);
      firstInvalid ??= control;
    }
  }
  const banner = textElement('p', { class: ERROR_BANNER_CLASS }, outcome.banner);
  const alert = find(formElement, (element) => attr(element, 'role') === 'alert');
  if (alert) tree.appendChild(alert, banner);
  else tree.insertBefore(formElement, banner, formElement.childNodes[0]!);
  // The page opens on the first field to correct (its message is its description), or on the banner.
  if (firstInvalid) setAttr(firstInvalid, 'autofocus', '');
  else {
    setAttr(banner, 'tabindex', '-1');
    setAttr(banner, 'autofocus', '');
  }
  return serialize(document);
}
