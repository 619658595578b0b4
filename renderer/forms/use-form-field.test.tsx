import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormField } from './use-form-field.ts';
import { fillIn } from '../../tests/support/user-input.ts';

function Field() {
  const { ref, ...field } = useFormField('login', 'phone');
  return (
    <label>
      Phone
      <input ref={ref} name={field.name} onChange={field.onChange} onBlur={field.onBlur} />
      {field.required ? '*' : ''}
    </label>
  );
}

describe('useFormField outside a screen (a widget tested on its own)', () => {
  it('works as a plain uncontrolled input without rules or filters', () => {
    render(<Field />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fillIn(input, '98a');
    fireEvent.blur(input);
    expect(input.value).toBe('98a');
    expect(input.name).toBe('phone');
    expect(screen.queryByText('*')).toBeNull();
  });
});
