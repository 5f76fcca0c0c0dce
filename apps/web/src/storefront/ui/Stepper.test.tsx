import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Stepper } from './Stepper.tsx';

function Counted({ start, max, onChange }: { start: number; max: number; onChange(value: number): void }) {
  const [value, setValue] = useState(start);
  return (
    <Stepper
      value={value}
      max={max}
      label="购买数量"
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('购买数量', { selector: 'input' });

afterEach(cleanup);

describe('the quantity stepper', () => {
  it('counts up to the maximum and down to one, the field showing the count at once', () => {
    const onChange = vi.fn();
    render(<Counted start={1} max={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '减少 购买数量' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '增加 购买数量' }));
    expect(field().value).toBe('2');
    expect(screen.getByRole('button', { name: '增加 购买数量' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '减少 购买数量' }));
    expect(field().value).toBe('1');
    expect(onChange.mock.calls).toEqual([[2], [1]]);
  });

  it('takes a typed whole number when the field is left, and puts back the count for nothing or zero', () => {
    const onChange = vi.fn();
    render(<Counted start={3} max={99} onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '1a2' } });
    expect(field().value).toBe('12');
    fireEvent.blur(field());
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(field().value).toBe('12');
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().value).toBe('12');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.blur(field());
    expect(field().value).toBe('12');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
