import type { DecoRenderData } from '@hh/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n/index.ts';
import { useSession } from '../../../session/state.ts';
import { CanvasDataContext } from '../link/linkNames.ts';
import { PictureField } from './fields.tsx';

const OUTSIDE = 'https://x.example/a.png';
const data = { mediaBases: ['https://cdn.example.com/media'] } as DecoRenderData;

beforeAll(() => {
  initI18n();
});

beforeEach(async () => {
  useSession.setState({ roles: ['media:list'], shop: null });
  await act(() => i18n.changeLanguage('zh'));
});

function renderField(value: string | null, resolved: DecoRenderData | null = data) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CanvasDataContext.Provider value={resolved}>
        <PictureField value={value} onChange={onChange} />
      </CanvasDataContext.Provider>
    </QueryClientProvider>,
  );
  return onChange;
}

describe('the builder’s picture field', () => {
  it('shows a stored address the page cannot show, with the reason, and clears it', () => {
    const onChange = renderField(OUTSIDE);
    expect(screen.getByTestId('deco-picture-address')).toHaveProperty('value', OUTSIDE);
    expect(screen.getByTestId('deco-picture-address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('deco-picture-problem').textContent).toContain('店铺页面无法显示');
    expect(screen.getByTestId('media-input').querySelector('img')).toBeNull();
    fireEvent.click(screen.getByTestId('deco-picture-clear'));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('says so in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderField('http://cdn.example.com/media/a.png');
    expect(screen.getByTestId('deco-picture-problem').textContent).toContain('The shop page cannot show');
  });

  it('shows uploads and the file store’s pictures as pictures', () => {
    renderField('https://cdn.example.com/media/a.png');
    expect(screen.queryByTestId('deco-picture-address')).toBeNull();
    expect(screen.getByTestId('media-input').querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/media/a.png',
    );
  });

  it('waits for the server’s answer before judging an address', () => {
    renderField(OUTSIDE, null);
    expect(screen.queryByTestId('deco-picture-address')).toBeNull();
  });
});
