import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../http/client.ts';
import { i18n, initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import type { ShopInfo } from '../../session/types.ts';
import type { DictDetail } from './api.ts';
import { DictTag } from './DictTag.tsx';
import { dictLabel, dictLookup, dictOptions } from './labels.ts';
import { useDict } from './useDict.ts';

const entry = (value: string, label: string, labelEn: string): DictDetail => ({
  id: Number(value) + 1,
  dictId: 1,
  value,
  label,
  labelEn,
  sort: Number(value),
});

const LEVELS = [
  entry('0', '普通会员', 'Regular'),
  entry('1', '银卡会员', ''),
  entry('2', '金卡会员', 'Gold'),
];

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('zh'));
});

describe('dictionary labels', () => {
  it('use the English label in English when it is filled in', () => {
    expect(dictLabel(LEVELS[0]!, 'en')).toBe('Regular');
    expect(dictLabel(LEVELS[0]!, 'zh')).toBe('普通会员');
  });

  it('fall back to the Chinese label when the English one is empty', () => {
    expect(dictLabel(LEVELS[1]!, 'en')).toBe('银卡会员');
    expect(dictLabel({ label: '男', labelEn: '   ' }, 'en')).toBe('男');
  });

  it('look values up whether stored as numbers or strings', () => {
    const label = dictLookup(dictOptions(LEVELS, 'en'));
    expect(label(2)).toBe('Gold');
    expect(label('0')).toBe('Regular');
    expect(label(9)).toBe('9');
    expect(label(null)).toBe('');
    expect(label(undefined)).toBe('');
  });
});

function Probe({ name }: { name: string }) {
  const dict = useDict(name);
  return (
    <div>
      <output data-testid="options">{dict.options.map((option) => option.label).join('|')}</output>
      <output data-testid="label">{dict.label(2)}</output>
    </div>
  );
}

function withQuery(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function serveDict(items: DictDetail[]) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ content: items, totalElements: items.length }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ getToken: () => 'token', onError: vi.fn() });
  return fetchMock;
}

describe('useDict', () => {
  it('loads the dictionary by name with page 0 and size 9999', async () => {
    const fetchMock = serveDict(LEVELS);
    useSession.setState({ shop: { companyId: 7 } as ShopInfo });
    render(withQuery(<Probe name="member_level" />));
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('金卡会员'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/dictDetail?dictName=member_level&page=0&size=9999');
    expect(screen.getByTestId('options').textContent).toBe('普通会员|银卡会员|金卡会员');
  });

  it('follows the interface language', async () => {
    serveDict(LEVELS);
    render(withQuery(<Probe name="member_level" />));
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('金卡会员'));
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('label').textContent).toBe('Gold');
    expect(screen.getByTestId('options').textContent).toBe('Regular|银卡会员|Gold');
  });

  it('caches per company: the same company reads once, another company reads again', async () => {
    const fetchMock = serveDict(LEVELS);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = (
      <QueryClientProvider client={client}>
        <Probe name="sex" />
        <Probe name="sex" />
      </QueryClientProvider>
    );
    useSession.setState({ shop: { companyId: 7 } as ShopInfo });
    const { rerender } = render(view);
    await waitFor(() => expect(screen.getAllByTestId('label')[0]?.textContent).toBe('金卡会员'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => useSession.setState({ shop: { companyId: 8 } as ShopInfo }));
    rerender(view);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(client.getQueryData(['dict', 7, 'sex'])).toHaveLength(3);
    expect(client.getQueryData(['dict', 8, 'sex'])).toHaveLength(3);
  });

  it('renders a tag with the label of the value', async () => {
    serveDict(LEVELS);
    render(withQuery(<DictTag name="member_level" value={1} />));
    await waitFor(() => expect(screen.getByText('银卡会员')).toBeTruthy());
  });
});
