/** Request bodies are JSON objects; anything else gets the same plain answer on every endpoint. */
export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}

export const NOT_A_JSON_OBJECT = { error: 'Bad Request', message: 'The body must be a JSON object.' } as const;
