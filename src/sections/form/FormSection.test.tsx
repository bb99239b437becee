// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import demo from '../../../site-config/forms/demo.json' with { type: 'json' };
import { FormSection, preloadFormRenderer } from './FormSection.tsx';

describe('FormSection', () => {
  beforeAll(async () => {
    await preloadFormRenderer('demo');
  });

  it('renders every field of the form config with its label', () => {
    render(<FormSection type="form" form="demo" heading="Book your demo" />);
    for (const field of Object.values(demo.schema.properties)) expect(screen.getByLabelText(new RegExp(`^${field.title}`))).toBeTruthy();
    expect(screen.getByRole('button', { name: demo.submitLabel })).toBeTruthy();
  });

  it('shows no message before a field is touched, then the config message after blur', async () => {
    render(<FormSection type="form" form="demo" />);
    const firstName = screen.getByLabelText(/^First Name/);
    expect(screen.queryByText('First Name is required.')).toBeNull();
    await act(async () => {
      fireEvent.change(firstName, { target: { value: 'A' } });
      fireEvent.blur(firstName);
    });
    expect(screen.getByText('First Name must be at least 2 characters long.')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe('demo_FirstName__error');
  });

  it('shows every required message after an empty submit', async () => {
    render(<FormSection type="form" form="demo" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: demo.submitLabel }));
    });
    for (const text of ['First Name is required.', 'Email is required.', 'Phone Number is required.']) expect(screen.getByText(text)).toBeTruthy();
  });
});
