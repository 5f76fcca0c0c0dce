import { describe, expect, it } from 'vitest';
import { fitCaptcha } from './captcha.ts';

const encode = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;
const decode = (img: string) => atob(img.slice('data:image/svg+xml;base64,'.length));
const svg = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="111" height="36" viewBox="0,0,111,36">${paths}</svg>`;

describe('fitCaptcha', () => {
  it('widens the viewBox to take in characters drawn below the picture', () => {
    const img = encode(
      svg(
        '<path d="M7 30 C41 5,65 12,98 90" stroke="#888" fill="none"/><path fill="#222" d="M13 42.5L20 -2Q30 48 40 30Z"/>',
      ),
    );
    expect(decode(fitCaptcha(img))).toContain('viewBox="-1,-3,113,52"');
  });

  it('leaves a captcha that fits alone', () => {
    const img = encode(svg('<path fill="#222" d="M13 30L20 4Z"/>'));
    expect(fitCaptcha(img)).toBe(img);
  });

  it('leaves other pictures alone', () => {
    expect(fitCaptcha('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
