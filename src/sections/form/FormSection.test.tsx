// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoForm as demo, messageOf } from '../../../tests/unit/fixture-forms.ts';
import { renderInRouter } from '../../../tests/unit/render.tsx';
import { FormSection, preloadFormRenderer } from './FormSection.tsx';

const labelOf = (field: string) => new RegExp(`^${demo.schema.properties[field]!.title}`);

describe('FormSection', () => {
  beforeAll(async () => {
    await preloadFormRenderer('demo');
  });

  it('renders every field of the form config with its label', () => {
    renderInRouter(<FormSection type="form" form="demo" heading="Book your demo" />);
    for (const field of Object.keys(demo.schema.properties)) expect(screen.getByLabelText(labelOf(field))).toBeTruthy();
    expect(screen.getByRole('button', { name: demo.submitLabel })).toBeTruthy();
  });

  it('shows no message before a field is touched, then the config message after blur', async () => {
    renderInRouter(<FormSection type="form" form="demo" />);
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
    renderInRouter(<FormSection type="form" form="demo" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: demo.submitLabel }));
    });
    expect(demo.schema.required!.length).toBeGreaterThan(1);
    for (const field of demo.schema.required!) expect(screen.getByText(messageOf(demo, field, 'required'))).toBeTruthy();
  });
});
