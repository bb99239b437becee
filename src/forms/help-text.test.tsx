// @vitest-environment jsdom
// A field's help text (its "description" in the form's rules) is shown under its label and read
// with its input; a field without one has none.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { referralForm } from '../../tests/unit/fixture-forms.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { loadForm } from './load-form.ts';

const fields = Object.entries(referralForm.schema.properties);
const [described, rules] = fields.find(([, field]) => field.description)!;
const [plain] = fields.find(([, field]) => !field.description)!;

beforeAll(async () => {
  await loadForm(referralForm.id);
});

describe('a field with a help text', () => {
  it('shows it and describes its input with it', () => {
    render(<FormRenderer formId={referralForm.id} />);
    const input = screen.getByLabelText(new RegExp(`^${rules.title}`));
    expect(input.id).toBe(`${referralForm.id}_${described}`);
    const help = screen.getByText(rules.description!);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(help.id);
    const other = document.getElementById(`${referralForm.id}_${plain}`)!;
    expect(other.hasAttribute('aria-describedby')).toBe(false);
  });
});
