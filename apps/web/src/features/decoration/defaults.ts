import type { DecoComponent, DecoComponentType } from '@hh/shared';

/** Texts a new component starts with, in the designer's language. */
export interface StarterTexts {
  title: string;
  notice: string;
  search: string;
  products: string;
  activity(type: 'coupons' | 'seckill' | 'groupBuy' | 'bargain'): string;
}

/**
 * A new component of the kind, as it lands on the canvas: the contract's defaults, starter texts,
 * and no pictures yet (the settings ask for them; the draft is saved once they are there).
 */
export function newComponent(type: DecoComponentType, id: string, texts: StarterTexts): DecoComponent {
  const base = { id, hidden: false };
  switch (type) {
    case 'search':
      return { ...base, type, placeholder: texts.search, shape: 'round', sticky: false };
    case 'banner':
      return { ...base, type, items: [], ratio: '2:1', autoplay: true, intervalSeconds: 4 };
    case 'navGrid':
      return { ...base, type, items: [], columns: 4 };
    case 'notice':
      return {
        ...base,
        type,
        items: [{ text: texts.notice, link: null }],
        color: '#FF7C61',
        background: '#FFF8E6',
      };
    case 'imageAd':
      return { ...base, type, layout: 'single', items: [], gap: 0 };
    case 'title':
      return { ...base, type, text: texts.title, subtitle: '', align: 'left', moreText: '', moreLink: null };
    case 'richText':
      return { ...base, type, html: '', background: '#FFFFFF' };
    case 'spacer':
      return { ...base, type, height: 16 };
    case 'divider':
      return { ...base, type, lineStyle: 'solid', color: '#E5E5E5', margin: 8 };
    case 'productList':
      return {
        ...base,
        type,
        title: texts.products,
        source: { mode: 'picked', ids: [] },
        layout: 'two',
        showPrice: true,
        showSales: false,
        showBuyButton: true,
      };
    case 'coupons':
    case 'seckill':
    case 'groupBuy':
    case 'bargain':
      return { ...base, type, title: texts.activity(type), count: 4 };
    case 'video':
      return { ...base, type, src: '', poster: null, autoplay: false };
    case 'storeInfo':
      return { ...base, type, background: null, showLogo: true, showStores: true };
  }
}
