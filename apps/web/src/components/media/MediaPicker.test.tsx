import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import type { MediaFile } from './api.ts';
import { MediaInput } from './MediaInput.tsx';
import { MediaPicker, type MediaPickerProps } from './MediaPicker.tsx';

const image = (id: number): MediaFile => ({
  id,
  groupId: null,
  name: `photo-${id}.png`,
  kind: 'image',
  mime: 'image/png',
  size: 2048,
  url: `/file/c2/image/${id}.png`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let requested: URL[] = [];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  requested = [];
  useSession.setState({ roles: ['media:list'], shop: null });
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://x');
    requested.push(url);
    if (url.pathname === '/api/mediaGroup') return json([{ id: 5, name: '横幅', sort: 0 }]);
    return json({ content: [image(3), image(2), image(1)], totalElements: 3 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPicker(props: Partial<MediaPickerProps> = {}) {
  const onChoose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MediaPicker open kind="image" onCancel={vi.fn()} onChoose={onChoose} {...props} />
    </QueryClientProvider>,
  );
  return onChoose;
}

/** The thumbnail button of a file (its name below carries the same title). */
const card = async (id: number) =>
  (await screen.findAllByTitle(`photo-${id}.png`)).find(
    (element) => element.tagName === 'BUTTON',
  ) as HTMLElement;
const ok = () => screen.getByTestId('media-picker-ok');

describe('<MediaPicker>', () => {
  it('lists only the kind asked for', async () => {
    renderPicker();
    await card(3);
    const list = requested.find((url) => url.pathname === '/api/localStorage');
    expect(list?.searchParams.get('kind')).toBe('image');
    expect(screen.queryByTestId('media-kind')).toBeNull();
  });

  it('single: the last file clicked is the choice', async () => {
    const onChoose = renderPicker();
    expect(ok()).toHaveProperty('disabled', true);
    fireEvent.click(await card(3));
    fireEvent.click(await card(1));
    expect(screen.getByTestId('media-picker-count').textContent).toContain('已选 1 个');
    fireEvent.click(ok());
    expect(onChoose).toHaveBeenCalledWith(['/file/c2/image/1.png'], [image(1)]);
  });

  it('multiple: returns every file clicked, in click order, up to the maximum', async () => {
    const onChoose = renderPicker({ multiple: true, max: 2 });
    fireEvent.click(await card(2));
    fireEvent.click(await card(3));
    fireEvent.click(await card(1));
    expect(screen.getByTestId('media-picker-count').textContent).toContain('已选 2 个');
    fireEvent.click(ok());
    expect(onChoose).toHaveBeenCalledWith(
      ['/file/c2/image/2.png', '/file/c2/image/3.png'],
      [image(2), image(3)],
    );
  });

  it('multiple: a second click removes a file', async () => {
    const onChoose = renderPicker({ multiple: true });
    fireEvent.click(await card(2));
    fireEvent.click(await card(3));
    fireEvent.click(await card(2));
    fireEvent.click(ok());
    expect(onChoose).toHaveBeenCalledWith(['/file/c2/image/3.png'], [image(3)]);
  });

  it('shows no library without a media permission', async () => {
    useSession.setState({ roles: ['member:list'] });
    renderPicker();
    await screen.findByText('没有素材库权限');
    expect(requested).toEqual([]);
  });
});

describe('<MediaInput>', () => {
  it('puts the chosen URL in the field and clears it', async () => {
    const onChange = vi.fn();
    const client = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <MediaInput value={null} onChange={onChange} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('media-input-choose'));
    fireEvent.click(await card(2));
    fireEvent.click(ok());
    expect(onChange).toHaveBeenCalledWith('/file/c2/image/2.png');
    rerender(
      <QueryClientProvider client={client}>
        <MediaInput value="/file/c2/image/2.png" onChange={onChange} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('media-input-choose').textContent).toMatch(/更\s?换/);
    fireEvent.click(screen.getByTestId('media-input-clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
