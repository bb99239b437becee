// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormRenderer } from './FormRenderer.tsx';
import { loadForm, type LoadedForm } from './load-form.ts';

// The geo lists of the sign-up form are not what this test is about: no country list arrives.
vi.mock('../lib/load-http.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getJson: () => new Promise(() => {}),
}));

let signup: LoadedForm;
beforeAll(async () => {
  signup = await loadForm('signup');
});

/** The first field whose ui:showWhen waits for a value of another field. */
function shownWhenField() {
  const entry = Object.entries(signup.form.uiSchema).find(
    ([, ui]) => (ui as { 'ui:showWhen'?: unknown })['ui:showWhen'],
  );
  const [field, ui] = entry!;
  const rule = (ui as { 'ui:showWhen': { field: string; equals: string } })['ui:showWhen'];
  return {
    field,
    title: signup.form.schema.properties[field]!.title,
    rule,
    controlTitle: signup.form.schema.properties[rule.field]!.title,
  };
}

describe('a field shown only for one choice of another', () => {
  it('appears, marked required, for that choice and then asks for a value on submit', async () => {
    const { field, title, rule, controlTitle } = shownWhenField();
    render(<FormRenderer formId="signup" />);
    expect(screen.queryByLabelText(new RegExp(`^${title}`))).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText(new RegExp(`^${controlTitle}`)), { target: { value: rule.equals } });
    });
    const input = screen.getByLabelText(new RegExp(`^${title}`));
    expect(input.closest('.form__field')?.querySelector('.form__required')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: signup.form.submitLabel }));
    });
    expect(screen.getByText(signup.form.messages[field]!.required!)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is required by the precompiled validator only while shown', () => {
    const { field, rule } = shownWhenField();
    const otherChoice = signup.form.schema.properties[rule.field]!.enum!.find((choice) => choice !== rule.equals)!;
    const fieldsWithErrors = (values: Record<string, string>) =>
      Object.keys(signup.validator.validateFormData(values, signup.schema as never).errorSchema);
    expect(fieldsWithErrors({ [rule.field]: rule.equals })).toContain(field);
    expect(fieldsWithErrors({ [rule.field]: otherChoice })).not.toContain(field);
    expect(fieldsWithErrors({})).not.toContain(field);
  });
});
