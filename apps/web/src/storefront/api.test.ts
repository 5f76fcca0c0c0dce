import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptInlineHome, decoration } from './api.ts';

const HOME = { page: { id: 7 }, document: { components: [] }, data: { mediaBases: [] } };

function inlineHome(shop: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sf-home';
  script.dataset.shop = shop;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('sf-home')?.remove();
});

describe('the home page written into the HTML', () => {
  it('is drawn without a call, once, and only for the shop it names', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ page: { id: 9 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    inlineHome('sunrise', JSON.stringify(HOME));
    adoptInlineHome();
    expect(document.getElementById('sf-home')).toBeNull();
    await expect(decoration.home('sunrise')).resolves.toEqual(HOME);
    expect(fetch).not.toHaveBeenCalled();
    await expect(decoration.home('harbour')).resolves.toEqual({ page: { id: 9 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the written page is cut short', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(HOME), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    inlineHome('seaside', '{"page":');
    adoptInlineHome();
    await expect(decoration.home('seaside')).resolves.toEqual(HOME);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
