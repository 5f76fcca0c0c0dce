import { act, render, renderHook, screen } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureHttp, http } from './client.ts';
import { applyFieldErrors } from './fieldErrors.ts';

const refuse = (errors: { field: string; message: string }[]) =>
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ status: 400, message: 'invalid', errors }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  );

function SkuForm({ form }: { form: FormInstance }) {
  return (
    <Form form={form}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name={['skus', 0, 'stock']} label="Stock">
        <Input />
      </Form.Item>
    </Form>
  );
}

async function saveAndShow(form: FormInstance) {
  await act(async () => {
    const error = await http.post('/api/x', z.unknown(), {}).catch((caught: unknown) => caught);
    applyFieldErrors(form, error);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a refusal with field errors', () => {
  it('shows each message on its field (dotted paths included) and no notice besides', async () => {
    const onError = vi.fn();
    configureHttp({ getToken: () => undefined, onError });
    refuse([
      { field: 'name', message: 'name taken' },
      { field: 'skus.0.stock', message: 'stock out of range' },
    ]);
    const { result } = renderHook(() => Form.useForm()[0]);
    render(<SkuForm form={result.current} />);
    await saveAndShow(result.current);
    expect(await screen.findByText('name taken')).toBeTruthy();
    expect(await screen.findByText('stock out of range')).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  it('still notifies when a message has no field on the form to show it', async () => {
    const onError = vi.fn();
    configureHttp({ getToken: () => undefined, onError });
    refuse([{ field: 'elsewhere', message: 'not here' }]);
    const { result } = renderHook(() => Form.useForm()[0]);
    render(<SkuForm form={result.current} />);
    await saveAndShow(result.current);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
