// The shape of a form definition (site-config/forms/<id>.json, schema: schemas/form.schema.json).
export interface FieldRules {
  type: 'string' | 'boolean';
  title: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  const?: unknown;
}

export interface FormSchema {
  type: 'object';
  required?: string[];
  additionalProperties: false;
  properties: Record<string, FieldRules>;
  dependencies?: Record<string, string[]>;
  if?: object;
  then?: { required?: string[] };
}

/** Words of the paragraph that names a person's earlier submissions (filled in by the server). */
export interface MailHistory {
  intro: string;
  item: string;
  none: string;
  types: Record<string, string>;
}

export interface MailTemplate {
  to: string;
  replyTo?: string;
  subject: string;
  paragraphs: string[];
  listFields?: boolean;
  history?: MailHistory;
}

export interface TermsConfig {
  label: string;
  required: string;
  companyField: string;
  countryField: string;
  nda: {
    title: string;
    paragraphs: string[];
    agreeLabel: string;
    closeLabel: string;
    lawByCountry: Record<string, string>;
    defaultLaw: string;
    companyFallback: string;
  };
}

export interface GeoConfig {
  country: string;
  state: string;
  city: string;
  endpoints: { countries: string; states: string; cities: string };
  fill?: { currency?: string; currencySymbol?: string; dialCode?: string };
  loadingLabel: string;
  loadFailed: string;
  credit: string;
}

export interface FormDefinition {
  id: string;
  schema: FormSchema;
  uiSchema: Record<string, unknown>;
  messages: Record<string, Partial<Record<string, string>>>;
  endpoint: { method: 'POST'; url: string };
  payload?: { trim?: boolean; removeSpaces?: string[] };
  prefill?: { queryParam: string; field: string; values: Record<string, string> };
  submitLabel: string;
  submittedLabel: string;
  processingLabel: string;
  response?: { kind: 'created' | 'result'; okValue?: string };
  success: { kind?: 'banner' | 'modal'; title?: string; text: string; buttonLabel?: string; durationMs: number; confetti?: { particles: number; spread: number } };
  geo?: GeoConfig;
  terms?: TermsConfig;
  failure: { network: string; invalid: string; forbidden: string; rateLimited: string; server: string };
  storage?: { type: string; leadEmail?: string; dedupe?: { product: string; email: string; mobile: string; message: string }; webhook?: boolean };
  mails?: MailTemplate[];
}

export type FormValues = Record<string, string | boolean | undefined>;
