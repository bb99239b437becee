// The kinds of submission the Leads page offers, each with the fields its form defines (as the
// form's schema orders and titles them), so the table shows a demo request in the demo form's own
// columns. Every form with storage is a kind, so a form added in config is listed with no change
// here; the paid service bookings are the one kind without a form.
import type { FormDefinition } from '../../shared/forms/definition.ts';

export interface LeadField {
  key: string;
  title: string;
}

export interface LeadKind {
  type: string;
  fields: LeadField[];
}

/** The kind of the service bookings (src/server/services/booking-routes.ts) and the payload keys it stores. */
export const SERVICE_KIND = 'service';
const SERVICE_FIELDS = ['title', 'price', 'currency'] as const;

export function leadKinds(
  forms: readonly FormDefinition[],
  serviceTitles: Record<(typeof SERVICE_FIELDS)[number], string>,
): LeadKind[] {
  const kinds = new Map<string, LeadField[]>();
  for (const form of forms) {
    if (!form.storage) continue;
    const properties = (form.schema.properties ?? {}) as Record<string, { title?: unknown }>;
    const fields = kinds.get(form.storage.type) ?? [];
    for (const [key, property] of Object.entries(properties))
      if (!fields.some((field) => field.key === key))
        fields.push({ key, title: typeof property.title === 'string' && property.title ? property.title : key });
    kinds.set(form.storage.type, fields);
  }
  if (!kinds.has(SERVICE_KIND))
    kinds.set(
      SERVICE_KIND,
      SERVICE_FIELDS.map((key) => ({ key, title: serviceTitles[key] })),
    );
  return [...kinds].map(([type, fields]) => ({ type, fields }));
}
