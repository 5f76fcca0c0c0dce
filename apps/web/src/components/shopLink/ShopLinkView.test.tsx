import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { ShopLinkView } from './ShopLinkView.tsx';

beforeAll(() => {
  initI18n();
});

const URL_OF_SHOP = 'https://shop.example.com/h5/sunrise/';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M1 1h1v1H1z"/></svg>';

describe('<ShopLinkView>', () => {
  it("shows the shop's address, opens it, and draws its QR code from the server's SVG", () => {
    render(<ShopLinkView url={URL_OF_SHOP} qrSvg={SVG} />);
    expect(screen.getByTestId('shop-link-url').textContent).toBe(URL_OF_SHOP);
    expect(screen.getByRole('link').getAttribute('href')).toBe(URL_OF_SHOP);
    const qr = screen.getByTestId('shop-link-qr') as HTMLImageElement;
    expect(decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!)).toBe(SVG);
    expect(qr.alt).toBe('用手机扫码打开店铺');
  });

  it('copies the address and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShopLinkView url={URL_OF_SHOP} qrSvg={SVG} />);
    fireEvent.click(screen.getByTestId('shop-link-copy'));
    expect(writeText).toHaveBeenCalledWith(URL_OF_SHOP);
    await waitFor(() => expect(screen.getByTestId('shop-link-copy').textContent).toContain('已复制'));
  });
});
