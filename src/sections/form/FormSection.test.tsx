// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoForm as demo, messageOf, referralForm } from '../../../tests/unit/fixture-forms.ts';
import { FormSection, preloadFormRenderer } from './FormSection.tsx';

const labelOf = (field: string) => new RegExp(`^${demo.schema.properties[field]!.title}`);

describe('FormSection', () => {
  beforeAll(async () => {
    await preloadFormRenderer('demo');
  });

  it('renders every field of the form config with its label', () => {
    render(<FormSection type="form" form="demo" heading="Book your demo" />);
    for (const field of Object.keys(demo.schema.properties)) expect(screen.getByLabelText(labelOf(field))).toBeTruthy();
    expect(screen.getByRole('button', { name: demo.submitLabel })).toBeTruthy();
  });

  it('shows no message before a field is touched, then the config message after blur', async () => {
    render(<FormSection type="form" form="demo" />);
    const firstName = screen.getByLabelText(labelOf('FirstName'));
    expect(screen.queryByText(messageOf(demo, 'FirstName', 'required'))).toBeNull();
    await act(async () => {
      fireEvent.change(firstName, { target: { value: 'A' } });
      fireEvent.blur(firstName);
    });
    expect(screen.getByText(messageOf(demo, 'FirstName', 'minLength'))).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe('demo_FirstName__error');
  });

  it('shows every required message after an empty submit', async () => {
    render(<FormSection type="form" form="demo" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: demo.submitLabel }));
    });
    expect(demo.schema.required!.length).toBeGreaterThan(1);
    for (const field of demo.schema.required!)
      expect(screen.getByText(messageOf(demo, field, 'required'))).toBeTruthy();
  });
});

describe('FormSection with a form that exists only in the config', () => {
  const kind = referralForm.schema.properties.Kind!;
  const names = (referralForm.uiSchema.Kind as { 'ui:enumNames': Record<string, string> })['ui:enumNames'];

  beforeAll(async () => {
    await preloadFormRenderer(referralForm.id);
  });

  it('renders its fields, names its choices as the config does, takes the choice the address names, and lays out a wide field', async () => {
    const [prefill] = referralForm.prefill!;
    const [query, chosen] = Object.entries(prefill!.values)[0]!;
    // The form reads its prefill from the page's address (no router: it is an island of a static page).
    window.history.replaceState(null, '', `/refer?${prefill!.queryParam}=${query}`);
    await act(async () => {
      render(<FormSection type="form" form={referralForm.id} />);
    });
    const label = (title: string) => new RegExp(`^${title}\\s*\\*?$`);
    for (const field of Object.keys(referralForm.schema.properties))
      expect(screen.getByLabelText(label(referralForm.schema.properties[field]!.title))).toBeTruthy();
    const select = screen.getByLabelText(label(kind.title)) as HTMLSelectElement;
    expect([...select.options].slice(1).map((option) => [option.value, option.text])).toEqual(
      kind.enum!.map((value) => [value, names[value]]),
    );
    expect(select.value).toBe(chosen);
    // "ui:wide": the field takes a row of its own.
    expect(select.closest('.form__field')!.classList.contains('form__field--wide')).toBe(true);
    expect(
      screen
        .getByLabelText(label(referralForm.schema.properties.Name!.title))
        .closest('.form__field')!
        .classList.contains('form__field--wide'),
    ).toBe(false);
  });
});
