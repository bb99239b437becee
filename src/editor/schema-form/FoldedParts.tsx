// A long file (the site settings, the navigation, a form, the routes…) is shown with its groups and
// lists folded: each is a <details> whose fields are rendered only once it is opened, so the screen
// opens quickly and shows the file's outline. A part with a problem, or holding the field a problem's
// "Show" asks for, opens by itself.
import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { fill, text } from '../strings.ts';
import type { EditorFormContext } from './context.ts';
import { valueCount } from './fold-rule.ts';

const RjsfObjectFieldTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

function Fold({
  title,
  detail,
  forced,
  children,
}: {
  title: string;
  detail: string;
  forced: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  // Opened for a field asked for (a problem's Show, a search's place), it stays open once the focus
  // is given: closing under the marketer's hands would take the field away.
  if (forced && !opened) setOpened(true);
  const open = opened || forced;
  return (
    <details className="fold" open={open} onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="fold__summary">
        {title} <span className="fold__detail">{detail}</span>
      </summary>
      {open && children}
    </details>
  );
}

/** The template of a file form's top level: its groups and lists folded, its single values as they are. */
export function FoldedPartsTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, formData, errorSchema, fieldPathId, registry } = props;
  const { focusTarget } = registry.formContext as EditorFormContext;
  const values = (formData ?? {}) as Record<string, unknown>;
  const folded = properties.map((property) => {
    const raw = (schema.properties ?? {})[property.name];
    const part =
      typeof raw === 'object'
        ? registry.schemaUtils.retrieveSchema(raw as RJSFSchema, values[property.name])
        : undefined;
    if (property.hidden || !part || (part.type !== 'object' && part.type !== 'array')) return property;
    const value = values[property.name];
    const detail = Array.isArray(value)
      ? fill(text.foldEntries, { count: value.length })
      : fill(text.foldValues, { count: valueCount(value) });
    const id = `${fieldPathId.$id}_${property.name}`;
    const forced =
      Boolean((errorSchema as Record<string, unknown> | undefined)?.[property.name]) ||
      focusTarget === id ||
      Boolean(focusTarget?.startsWith(`${id}_`));
    return {
      ...property,
      content: (
        <Fold key={property.name} title={part.title ?? property.name} detail={detail} forced={forced}>
          {property.content}
        </Fold>
      ),
    };
  });
  return <RjsfObjectFieldTemplate {...props} properties={folded} />;
}
