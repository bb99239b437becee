/** The $id each form schema gets: precompiled validators are exported under it, so it must be a JS identifier. */
export function validatorSchemaId(formId: string): string {
  return `form_${formId}`;
}
