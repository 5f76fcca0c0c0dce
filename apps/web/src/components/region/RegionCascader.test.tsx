import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { fetchRegions, type Region } from './api.ts';
import { RegionCascader } from './RegionCascader.tsx';

vi.mock('./api.ts', () => ({ fetchRegions: vi.fn() }));

const REGIONS: Record<number, Region[]> = {
  0: [
    { id: 11, name: '北京市', pid: 0 },
    { id: 13, name: '河北省', pid: 0 },
  ],
  11: [{ id: 1101, name: '市辖区', pid: 11 }],
  13: [{ id: 1301, name: '石家庄市', pid: 13 }],
  1101: [
    { id: 110105, name: '朝阳区', pid: 1101 },
    { id: 110108, name: '海淀区', pid: 1101 },
  ],
};

const fetchMock = vi.mocked(fetchRegions);

function renderCascader(value: number[] | undefined, onChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegionCascader value={value} onChange={onChange} savedName="北京市 市辖区 海淀区" />
    </QueryClientProvider>,
  );
  return onChange;
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (pid) => REGIONS[pid] ?? []);
});

describe('<RegionCascader>', () => {
  it('loads the whole saved chain at once and shows it', async () => {
    renderCascader([11, 1101, 110108]);
    expect(await screen.findByText('北京市 / 市辖区 / 海淀区')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([pid]) => pid).sort((a, b) => a - b)).toEqual([0, 11, 1101]);
  });

  it('shows the saved name until the chain has loaded', async () => {
    fetchMock.mockImplementation((pid) =>
      pid === 1101 ? new Promise<Region[]>(() => undefined) : Promise.resolve(REGIONS[pid] ?? []),
    );
    renderCascader([11, 1101, 110108]);
    expect(await screen.findByText('北京市 市辖区 海淀区')).toBeTruthy();
  });

  it('loads only the provinces without a value, then a level when it is opened', async () => {
    const onChange = renderCascader(undefined);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('河北省'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(13));
    expect(onChange).toHaveBeenCalledWith([13]);
    fireEvent.click(await screen.findByText('石家庄市'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(1301));
    expect(onChange).toHaveBeenLastCalledWith([13, 1301]);
  });
});
