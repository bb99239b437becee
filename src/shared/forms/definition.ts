// The shape of a form definition (site-config/forms/<id>.json): the types are generated from
// schemas/form.schema.json (npm run schemas); this module names them for the form code.
export type {
  FieldRules,
  FormDefinition,
  FormSchema,
  GeoConfig,
  MailHistory,
  MailTemplate,
  TermsConfig,
} from '../generated/config-types.ts';

/** The values of a form while it is filled in and when it is sent: text fields and checkboxes. */
export type FormValues = Record<string, string | boolean | undefined>;
