import { act, render, renderHook } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureHttp } from '../../http/client.ts';
import type { CrudConfig } from './types.ts';
import { useCrudDialog } from './useCrudDialog.ts';

interface Values {
  title: string;
  window: string;
}

const config: CrudConfig<{ id: number }, Values, object> = {
  url: '/api/things',
  row: z.object({ id: z.number() }),
  title: 'Things',
  defaultQuery: {},
  emptyForm: () => ({ title: 'a', window: 'w' }),
  toBody: (values) => ({ title: values.title, from: values.window, to: values.window }),
  formField: (field) => (field === 'from' || field === 'to' ? 'window' : field),
};

afterEach(() => vi.unstubAllGlobals());

describe('a crud dialog refused by the server', () => {
  it('puts a field the body names otherwise on the form field it came from, with no notice besides', async () => {
    const onError = vi.fn();
    configureHttp({ getToken: () => undefined, onError });
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            status: 400,
            message: 'invalid',
            errors: [
              { field: 'to', message: 'the end comes after the start' },
              { field: 'title', message: 'title taken' },
            ],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { result } = renderHook(() => useCrudDialog(config, async () => undefined));
    render(
      <Form form={result.current.form}>
        <Form.Item name="title">
          <Input />
        </Form.Item>
        <Form.Item name="window">
          <Input />
        </Form.Item>
      </Form>,
    );
    act(() => result.current.openAdd());
    await act(async () => {
      await result.current.submit();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(result.current.form.getFieldError('window')).toEqual(['the end comes after the start']);
    expect(result.current.form.getFieldError('title')).toEqual(['title taken']);
    expect(result.current.mode).toBe('add');
    expect(onError).not.toHaveBeenCalled();
  });
});
