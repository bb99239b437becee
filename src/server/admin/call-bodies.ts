// The fixed shapes of /admin's calls, as JSON Schemas: Fastify checks each body (and query, and
// address parameter) against its route's schema before the handler runs, and the type provider
// (@fastify/type-provider-json-schema-to-ts) gives the handler the type the schema describes, so a
// schema and the code that reads it cannot drift apart. The routes take the check's failure
// themselves (attachValidation) to answer with /admin's own sentence, as they always have.
// Lengths are bounds against abuse, not rules of the content (those are in accounts.ts, passwords.ts).

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** A record's id: a whole number from 1. */
const id = { type: 'integer', minimum: 1 } as const;

export const signInBody = {
  type: 'object',
  required: ['name', 'password'],
  properties: { name: text(40), password: text(200) },
} as const;

/** A code from the authenticator app, or a recovery code (spaces allowed). */
export const codeBody = {
  type: 'object',
  required: ['code'],
  properties: { code: text(40) },
} as const;

/** Turning the second factor off: the account's password and a code, both. */
export const twoFactorOffBody = {
  type: 'object',
  required: ['password', 'code'],
  properties: { password: text(200), code: text(40) },
} as const;

export const passwordBody = {
  type: 'object',
  required: ['current', 'next'],
  // The new password's length is bounded by the body limit; passwords.ts says what it must be.
  properties: { current: text(200), next: { type: 'string' } },
} as const;

/** An account named in a call of the Accounts page. */
const accountName = { type: 'string', minLength: 1, maxLength: 40 } as const;
/** Roles as typed: names separated by commas (permissions.ts parses them). */
const roles = text(100);

export const newAccountBody = {
  type: 'object',
  required: ['name'],
  properties: { name: accountName, fullName: text(100), email: text(254), roles },
} as const;

export const rolesBody = {
  type: 'object',
  required: ['name'],
  properties: { name: accountName, roles },
} as const;

export const accountBody = {
  type: 'object',
  required: ['name'],
  properties: { name: accountName },
} as const;

export const stopBody = { type: 'object', required: ['id'], properties: { id } } as const;

export const rollbackBody = { type: 'object', required: ['to'], properties: { to: id } } as const;

/** A page of a list that goes back in time: ?before=ID, read as a number by the route. */
export const pageQuery = { type: 'object', properties: { before: { type: 'string' } } } as const;

/** An id in an address (/api/history/:id), read as a number by the route. */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
