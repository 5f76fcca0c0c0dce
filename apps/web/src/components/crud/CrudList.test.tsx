import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureHttp, http } from '../../http/client.ts';
import { initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import FeedbackHost from '../FeedbackHost.tsx';
import { CrudList } from './CrudList.tsx';
import { crudPermissions } from './permissions.ts';
import { firstParams, requestParams } from './requestParams.ts';
import type { CrudConfig } from './types.ts';
import { useCrud } from './useCrud.ts';

interface Thing {
  id: number;
  name: string;
  isVisible?: number;
}
interface ThingForm {
  name: string;
}
interface ThingQuery {
  blurry?: string;
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let things: Thing[] = [];

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function serve(method: string, url: URL): Response {
  if (method !== 'GET') return json(method === 'DELETE' ? 204 : 200, {});
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('size'));
  return json(200, { content: things.slice(page * size, page * size + size), totalElements: things.length });
}

const thingRow = z.object({ id: z.number(), name: z.string(), isVisible: z.number().optional() });

const config: CrudConfig<Thing, ThingForm, ThingQuery> = {
  url: '/api/things',
  row: thingRow,
  title: 'Things',
  item: 'thing',
  defaultQuery: {},
  emptyForm: () => ({ name: '' }),
  toForm: (row) => ({ name: row.name }),
  toParams: (query) => ({ blurry: query.blurry, createTime: ['2024-01-01', '2024-01-31'] }),
};

function ThingList({ locked }: { locked?: number }) {
  const crud = useCrud(config);
  return (
    <CrudList
      crud={crud}
      rowLocked={(row) => row.id === locked}
      permissions={crudPermissions('dict')}
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name', sorter: true }]}
      queryFields={
        <Form.Item name="blurry">
          <Input aria-label="blurry" />
        </Form.Item>
      }
      formFields={
        <Form.Item name="name" label="Thing name" rules={[{ required: true, message: 'name needed' }]}>
          <Input />
        </Form.Item>
      }
    />
  );
}

const gets = () => calls.filter((call) => call.method === 'GET').map((call) => new URL(call.url, 'http://x'));
const lastGet = () => gets().at(-1);

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  calls = [];
  things = Array.from({ length: 11 }, (_, index) => ({ id: 11 - index, name: `thing ${11 - index}` }));
  useSession.setState({ roles: ['dict:add', 'dict:edit', 'dict:del'] });
  configureHttp({ getToken: () => undefined, onError: () => undefined });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return serve(method, new URL(input, 'http://x'));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ roles: [] });
});

describe('<CrudList>', () => {
  it('asks for page 0, size 10, sort id,desc and the filters with arrays unindexed', async () => {
    render(<ThingList />);
    await screen.findByText('thing 11');
    const [first] = calls;
    expect(first?.url).toBe(
      '/api/things?page=0&size=10&sort=id%2Cdesc&createTime=2024-01-01&createTime=2024-01-31',
    );
    fireEvent.change(screen.getByLabelText('blurry'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('crud-search'));
    await waitFor(() => expect(lastGet()?.searchParams.get('blurry')).toBe('abc'));
    expect(lastGet()?.searchParams.getAll('createTime')).toEqual(['2024-01-01', '2024-01-31']);
  });

  it('numbers the rows of the second page after the first', async () => {
    render(<ThingList />);
    await screen.findByText('thing 11');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('thing 1');
    expect(lastGet()?.searchParams.get('page')).toBe('1');
    const row = screen.getByText('thing 1').closest('tr') as HTMLElement;
    expect(within(row).getByText('11')).toBeTruthy();
  });

  it('steps back a page when deleting the only row of the last page', async () => {
    render(<ThingList />);
    await screen.findByText('thing 11');
    fireEvent.click(screen.getByTitle('2'));
    const row = (await screen.findByText('thing 1')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('crud-delete'));
    things = things.filter((thing) => thing.id !== 1);
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/things', body: [1] });
    await waitFor(() => expect(lastGet()?.searchParams.get('page')).toBe('0'));
    await screen.findByText('thing 11');
  });

  it('cancel puts the saved copy back into the form', async () => {
    render(<ThingList />);
    const row = (await screen.findByText('thing 3')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('crud-edit'));
    const input = await screen.findByLabelText('Thing name');
    expect((input as HTMLInputElement).value).toBe('thing 3');
    fireEvent.change(input, { target: { value: 'half edited' } });
    expect((input as HTMLInputElement).value).toBe('half edited');
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    const nameValue = () => (screen.getByLabelText('Thing name') as HTMLInputElement).value;
    await waitFor(() => expect(nameValue()).toBe('thing 3'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('validates before adding, then posts, closes and reloads', async () => {
    render(<ThingList />);
    await screen.findByText('thing 11');
    fireEvent.click(screen.getByTestId('crud-add'));
    const input = await screen.findByLabelText('Thing name');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await screen.findByText('name needed');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(input, { target: { value: 'new thing' } });
    const loads = gets().length;
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(gets().length).toBe(loads + 1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/things',
      body: { name: 'new thing' },
    });
  });

  it('opens with the focus in the first field and submits on Enter (issue 14 item 8)', async () => {
    render(<ThingList />);
    await screen.findByText('thing 11');
    fireEvent.click(screen.getByTestId('crud-add'));
    const input = await screen.findByLabelText('Thing name');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: 'by keyboard' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { name: 'by keyboard' } }),
    );
  });

  it('leaves Enter to an input method that is composing', async () => {
    render(<ThingList />);
    await screen.findByText('thing 11');
    fireEvent.click(screen.getByTestId('crud-add'));
    const input = await screen.findByLabelText('Thing name');
    fireEvent.change(input, { target: { value: 'pinyin' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits with PUT and the id in the body', async () => {
    render(<ThingList />);
    const row = (await screen.findByText('thing 5')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('crud-edit'));
    fireEvent.change(await screen.findByLabelText('Thing name'), { target: { value: 'renamed' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'renamed', id: 5 });
  });

  it('sends the column sort as field,asc|desc and falls back to id,desc', async () => {
    render(<ThingList />);
    await screen.findByText('thing 11');
    const header = () => document.querySelector('th.ant-table-column-has-sorters') as HTMLElement;
    fireEvent.click(header());
    await waitFor(() => expect(lastGet()?.searchParams.getAll('sort')).toEqual(['name,asc']));
    fireEvent.click(header());
    await waitFor(() => expect(lastGet()?.searchParams.getAll('sort')).toEqual(['name,desc']));
    fireEvent.click(header());
    await waitFor(() => expect(lastGet()?.searchParams.getAll('sort')).toEqual(['id,desc']));
  });

  it('asks Prompt before deleting the selected rows with their ids', async () => {
    render(
      <>
        <FeedbackHost />
        <ThingList />
      </>,
    );
    await screen.findByText('thing 11');
    for (const name of ['thing 11', 'thing 10']) {
      const row = screen.getByText(name).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    fireEvent.click(screen.getByTestId('crud-bulk-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('确定删除选中的数据吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
        url: '/api/things',
        body: [11, 10],
      }),
    );
  });

  it('locks rows the user may not touch', async () => {
    render(<ThingList locked={10} />);
    const row = (await screen.findByText('thing 10')).closest('tr') as HTMLElement;
    expect((within(row).getByTestId('crud-edit') as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByTestId('crud-delete') as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    const other = screen.getByText('thing 9').closest('tr') as HTMLElement;
    expect((within(other).getByTestId('crud-edit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides the buttons the permissions do not allow', async () => {
    useSession.setState({ roles: ['thing:list'] });
    render(<ThingList />);
    await screen.findByText('thing 11');
    expect(screen.queryByTestId('crud-add')).toBeNull();
    expect(screen.queryByTestId('crud-bulk-delete')).toBeNull();
    expect(screen.queryByTestId('crud-edit')).toBeNull();
    expect(screen.getByTestId('crud-export')).toBeTruthy();
  });
});

describe('useCrud', () => {
  it('clears loading and propagates a failed load', async () => {
    const { result } = renderHook(() => useCrud(config));
    await waitFor(() => expect(result.current.loading).toBe(false));
    vi.stubGlobal('fetch', async () => json(500, { status: 500, message: 'boom' }));
    let failure: unknown;
    await act(async () => {
      failure = await result.current.refresh().catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 500, message: 'boom' });
    expect(result.current.loading).toBe(false);
  });
});

describe('a first page fetched ahead', () => {
  it('is in the first render once it has arrived, and is not asked again', async () => {
    http.prefetch(config.url, requestParams(firstParams(config), config.toParams, true));
    await waitFor(() => expect(gets()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    render(<ThingList />);
    expect(screen.getByText('thing 11')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets()).toHaveLength(1);
  });
});
