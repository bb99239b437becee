// Errors show for a field once the visitor has left it, or after a submit attempt; never before.
// Kept as plain data in RJSF's formContext: RJSF compares it deeply (ignoring functions) to decide
// whether fields re-render.
export interface FormContext {
  touched: string[];
  attempted: boolean;
}

export function shouldShowErrors(context: FormContext | undefined, fieldId: string): boolean {
  return context !== undefined && (context.attempted || context.touched.includes(fieldId));
}

export function errorId(fieldId: string): string {
  return `${fieldId}__error`;
}
