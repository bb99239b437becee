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
}

export interface MailTemplate {
  to: string;
  replyTo?: string;
  subject: string;
  paragraphs: string[];
  listFields?: boolean;
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
  success: { text: string; durationMs: number };
  failure: { network: string; invalid: string; forbidden: string; rateLimited: string; server: string };
  storage?: { type: string };
  mails?: MailTemplate[];
}

export type FormValues = Record<string, string | boolean | undefined>;
