import { COUNT_MAX } from '@hh/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { NumberField } from './NumberField.tsx';

interface Values {
  stock?: number;
}

let form: FormInstance<Values> | undefined;

function StockForm({ label }: { label: string }) {
  const [instance] = Form.useForm<Values>();
  form = instance;
  return (
    <Form form={instance}>
      <NumberField name="stock" label={label} min={0} max={COUNT_MAX} />
    </Form>
  );
}

async function typeAndBlur(value: string) {
  const input = screen.getByRole('spinbutton') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  await act(async () => {
    await form?.validateFields().catch(() => undefined);
  });
  return input;
}

beforeAll(() => {
  initI18n();
});

describe('<NumberField>', () => {
  it('keeps a number above the range as typed and says the range in Chinese', async () => {
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    render(<StockForm label="库存" />);
    const input = await typeAndBlur('10000000');
    expect(input.value).toBe('10000000');
    expect(form?.getFieldValue('stock')).toBe(10_000_000);
    expect(await screen.findAllByText('库存须为 0–9,999,999 的整数')).toHaveLength(1);
  });

  it('keeps a negative or fractional number as typed and says the range in English', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    render(<StockForm label="Stock" />);
    const below = await typeAndBlur('-3');
    expect(below.value).toBe('-3');
    expect(await screen.findByText('Stock must be a whole number from 0 to 9,999,999')).toBeTruthy();
    const fraction = await typeAndBlur('2.5');
    expect(fraction.value).toBe('2.5');
    expect(form?.getFieldValue('stock')).toBe(2.5);
    expect(await screen.findAllByText('Stock must be a whole number from 0 to 9,999,999')).toHaveLength(1);
  });

  it('accepts the ends of the range and an empty field', async () => {
    render(<StockForm label="Stock" />);
    await typeAndBlur(String(COUNT_MAX));
    expect(form?.getFieldError('stock')).toEqual([]);
    await typeAndBlur('');
    expect(form?.getFieldError('stock')).toEqual([]);
  });
});
