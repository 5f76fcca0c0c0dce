import { describe, expect, it } from 'vitest';
import type { DecoDocument } from './contracts/decoration.ts';
import { isShownMedia, isShownNavIcon, unshownDecoMedia } from './media.ts';

const S3 = 'https://cdn.example.com/shop-files';
const bases = [S3, 'https://shop.example.com/file/'];

describe('isShownMedia', () => {
  it('accepts this site’s uploads and addresses under the public bases', () => {
    expect(isShownMedia('/file/2026/11/a.png', [])).toBe(true);
    expect(isShownMedia(`${S3}/2026/a.mp4`, bases)).toBe(true);
    expect(isShownMedia('https://CDN.example.com/shop-files/a.png', bases)).toBe(true);
    expect(isShownMedia('https://shop.example.com/file/a.png', bases)).toBe(true);
  });

  it('refuses what the page’s CSP blocks or is not an upload', () => {
    expect(isShownMedia('https://x.example/a.png', bases)).toBe(false);
    expect(isShownMedia(`${S3}/a.png`, [])).toBe(false);
    expect(isShownMedia('https://cdn.example.com/other/a.png', bases)).toBe(false);
    expect(isShownMedia('https://cdn.example.com/shop-files.evil/a.png', bases)).toBe(false);
    expect(isShownMedia('https://cdn.example.com.evil.net/shop-files/a.png', bases)).toBe(false);
    expect(isShownMedia('https://u:p@cdn.example.com/shop-files/a.png', bases)).toBe(false);
    expect(isShownMedia('http://cdn.example.com/shop-files/a.png', bases)).toBe(false);
    expect(isShownMedia('//x.example/file/a.png', bases)).toBe(false);
    expect(isShownMedia('/file/../api/user', bases)).toBe(false);
    expect(isShownMedia('/api/a.png', bases)).toBe(false);
    expect(isShownMedia('/file/a b.png', bases)).toBe(false);
    expect(isShownMedia('data:image/png;base64,AAAA', bases)).toBe(false);
    expect(isShownMedia('javascript:alert(1)', bases)).toBe(false);
    expect(isShownMedia('', bases)).toBe(false);
  });

  it('lets a tab icon be none, built in, or a shown picture', () => {
    expect(isShownNavIcon('', [])).toBe(true);
    expect(isShownNavIcon('builtin:home', [])).toBe(true);
    expect(isShownNavIcon('/file/tab.png', [])).toBe(true);
    expect(isShownNavIcon('https://x.example/tab.png', bases)).toBe(false);
    expect(isShownNavIcon('builtin:<b>', [])).toBe(false);
  });
});

describe('unshownDecoMedia', () => {
  it('names every picture and video field of a page that its page cannot show', () => {
    const outside = 'https://x.example/a.png';
    const doc: DecoDocument = {
      name: 'p',
      title: '',
      background: '#F5F5F5',
      backgroundImage: outside,
      sharePicture: '/file/share.png',
      shareTitle: '',
      components: [
        {
          id: 'b',
          hidden: false,
          type: 'banner',
          items: [
            { picture: '/file/ok.png', title: '', link: null },
            { picture: outside, title: '', link: null },
          ],
          height: 180,
          autoplay: true,
          interval: 4,
          indicator: 'dots',
          radius: 0,
        },
        { id: 'v', hidden: false, type: 'video', src: outside, poster: outside, autoplay: false },
        {
          id: 'g',
          hidden: false,
          type: 'navGrid',
          columns: 4,
          items: [{ icon: outside, label: 'x', link: null }],
        },
      ],
    } as DecoDocument;
    expect(unshownDecoMedia(doc, bases).map((m) => m.field)).toEqual([
      'backgroundImage',
      'components.0.items.1.picture',
      'components.1.src',
      'components.1.poster',
      'components.2.items.0.icon',
    ]);
  });
});
