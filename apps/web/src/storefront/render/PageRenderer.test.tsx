import type { DecoDocument, DecoRenderData } from '@hh/shared';
import { decoDocument } from '@hh/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageRenderer } from './PageRenderer.tsx';

const link = (kind: 'home' | 'product' | 'category' | 'page', id = 1) =>
  kind === 'home' ? { kind } : { kind, id };

/** One of every kind, parsed by the contract (its defaults filled in) as the server sends it. */
const page: DecoDocument = decoDocument.parse({
  name: '首页',
  components: [
    { id: 's', type: 'search', placeholder: '搜一搜' },
    {
      id: 'b',
      type: 'banner',
      items: [{ picture: '/file/a.png', link: link('product', 11) }, { picture: '/file/b.png' }],
    },
    { id: 'g', type: 'navGrid', items: [{ icon: '/file/i.png', label: '水果', link: link('category', 5) }] },
    { id: 'n', type: 'notice', items: [{ text: '满99包邮', link: link('page', 9) }] },
    {
      id: 'a',
      type: 'imageAd',
      layout: 'row2',
      items: [
        { picture: '/file/c.png' },
        { picture: '/file/d.png', link: { kind: 'url', url: 'https://example.com/x' } },
      ],
    },
    { id: 't', type: 'title', text: '热卖', moreLink: link('home') },
    {
      id: 'r',
      type: 'richText',
      html: '<p style="color:#ff0000">好<b>物</b><script>alert(1)</script><img src="javascript:x" onerror="alert(2)"></p>',
    },
    { id: 'sp', type: 'spacer', height: 20 },
    { id: 'd', type: 'divider', lineStyle: 'dashed' },
    {
      id: 'p',
      type: 'productList',
      source: { mode: 'picked', ids: [11, 12] },
      layout: 'two',
      showSales: true,
    },
    { id: 'c', type: 'coupons' },
    { id: 'k', type: 'seckill', title: '今日秒杀' },
    { id: 'gb', type: 'groupBuy' },
    { id: 'bg', type: 'bargain' },
    { id: 'v', type: 'video', src: '/file/v.mp4' },
    { id: 'i', type: 'storeInfo' },
    { id: 'h', type: 'title', text: '藏起来', hidden: true },
  ],
});

const product = (id: number, name: string) => ({
  id,
  name,
  image: null,
  price: '12.50',
  originalPrice: '15.00',
  unit: '件',
  sales: 3,
  stock: 9,
});

const data: DecoRenderData = {
  products: [product(11, '苹果'), product(12, '香蕉')],
  productLists: { p: [12, 11] },
  categories: [{ id: 5, parentId: 0, name: '水果', pic: null }],
  pages: [{ id: 9, name: '活动', title: '活动' }],
  shop: {
    companyKey: 'sunrise',
    name: '朝阳优选商城',
    logo: null,
    footer: { footerTxt: '', caseNumber: '' },
    storeSelfMention: 1,
    stores: [],
  },
  navigation: {
    terminal: 2,
    saved: true,
    colors: {
      background: '#FFFFFF',
      iconColor: '#939393',
      activeIconColor: '#FF7C61',
      textColor: '#AEAEAE',
      activeTextColor: '#FF7C61',
    },
    items: [
      {
        id: 1,
        navName: '首页',
        link: { kind: 'page', page: 'home' },
        navUrl: '',
        linkName: null,
        navSort: 0,
        navIcon: 'builtin:home',
        navActiveIcon: '',
        json: '{}',
        isHome: 1,
      },
      {
        id: 2,
        navName: '活动',
        link: { kind: 'customPage', id: 9 },
        navUrl: '',
        linkName: null,
        navSort: 1,
        navIcon: 'builtin:category',
        navActiveIcon: '',
        json: '{}',
        isHome: 0,
      },
      {
        id: 3,
        navName: '购物车',
        link: { kind: 'page', page: 'cart' },
        navUrl: '',
        linkName: null,
        navSort: 2,
        navIcon: 'builtin:order',
        navActiveIcon: '',
        json: '{}',
        isHome: 0,
      },
    ],
  },
  activities: {},
  mediaBases: ['https://cdn.example.com/shop/'],
};

const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('PageRenderer', () => {
  it('renders every kind live, with links to the storefront and the bottom navigation', () => {
    const { container } = render(
      <PageRenderer
        page={page}
        resolved={data}
        mode="live"
        companyKey="sunrise"
        bottomNav={{ currentPath: '/h5/sunrise/', cartCount: 3 }}
      />,
    );
    expect(container.querySelectorAll('.sf-component')).toHaveLength(16);
    expect(container.textContent).not.toContain('藏起来');
    expect(hrefs(container)).toEqual(
      expect.arrayContaining([
        '/h5/sunrise/search',
        '/h5/sunrise/product/11',
        '/h5/sunrise/category/5',
        '/h5/sunrise/page/9',
        'https://example.com/x',
        '/h5/sunrise/',
        '/h5/sunrise/cart',
        // The seckill block leads to today's sessions.
        '/h5/sunrise/seckill',
      ]),
    );
    const names = [...container.querySelectorAll('.sf-products .sf-card-name')].map((n) => n.textContent);
    expect(names).toEqual(['香蕉', '苹果']);
    expect(container.textContent).toContain('查看今日秒杀场次');
    expect(container.textContent).toContain('今日秒杀');
    const tabs = container.querySelectorAll('[data-testid=sf-tabbar] a');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]?.className).toContain('sf-on');
    // The cart tab carries the cart's item count.
    expect(tabs[2]?.querySelector('[data-testid=sf-cart-badge]')?.textContent).toBe('3');
    expect(tabs[0]?.querySelector('[data-testid=sf-cart-badge]')).toBeNull();
  });

  it("shows the marketing blocks' cards, each opening its page, and the area's list as more", () => {
    const card = { image: null, percentOff: null, threshold: null, groupSize: null, originalPrice: '0.00' };
    const activities = {
      c: [{ ...card, id: 3, productId: null, name: '满100减10', price: '10.00', threshold: '100.00' }],
      k: [{ ...card, id: 4, productId: 11, name: '秒杀香蕉', price: '0.90', originalPrice: '3.00' }],
      gb: [
        { ...card, id: 7, productId: 12, name: '三人团', price: '5.00', originalPrice: '9.00', groupSize: 3 },
      ],
      bg: [{ ...card, id: 8, productId: 12, name: '砍到 1 元', price: '1.00', originalPrice: '20.00' }],
    };
    const { container } = render(
      <PageRenderer page={page} resolved={{ ...data, activities }} mode="live" companyKey="sunrise" />,
    );
    const cards = [...container.querySelectorAll('a.sf-activity-card')].map((a) => a.getAttribute('href'));
    expect(cards).toEqual([
      '/h5/sunrise/coupon-centre',
      '/h5/sunrise/product/11',
      '/h5/sunrise/group-buy/7',
      '/h5/sunrise/bargains',
    ]);
    const more = [...container.querySelectorAll('a.sf-activity-more')].map((a) => a.getAttribute('href'));
    expect(more).toEqual([
      '/h5/sunrise/coupon-centre',
      '/h5/sunrise/seckill',
      '/h5/sunrise/groups',
      '/h5/sunrise/bargains',
    ]);
    expect(container.textContent).toContain('满¥100.00可用');
    expect(container.textContent).toContain('3人团');
    expect(container.textContent).not.toContain('暂无进行中的拼团');
  });

  it('keeps the rich text formatting and drops scripts, handlers and unsafe addresses', () => {
    const { container } = render(
      <PageRenderer page={page} resolved={data} mode="live" companyKey="sunrise" />,
    );
    const html = container.querySelector('.sf-html');
    expect(html?.innerHTML).toBe('<p style="color: rgb(255, 0, 0);">好<b>物</b><img hidden=""></p>');
  });

  it('leaves links inert on the canvas and shows hidden components to the builder', () => {
    const { container } = render(<PageRenderer page={page} resolved={null} mode="canvas" />);
    expect(hrefs(container)).toEqual([]);
    expect(container.textContent).toContain('藏起来');
    expect(container.textContent).toContain('暂无进行中的秒杀');
    expect(container.querySelectorAll('.sf-card-waiting')).toHaveLength(2);
  });

  it('skips pictures, videos and icons stored from addresses the page cannot show', () => {
    const outside = 'https://x.example/a.png';
    const old: DecoDocument = decoDocument.parse({
      name: '旧页',
      backgroundImage: outside,
      components: [
        {
          id: 'b',
          type: 'banner',
          items: [{ picture: outside }, { picture: 'https://cdn.example.com/shop/b.png' }],
        },
        { id: 'g', type: 'navGrid', items: [{ icon: outside, label: '水果' }] },
        { id: 'v', type: 'video', src: 'https://x.example/v.mp4' },
        { id: 'r', type: 'richText', html: `<p>图<img src="${outside}"><img src="/file/ok.png"></p>` },
      ],
    });
    const tab = data.navigation.items[1]!;
    const navigation = { ...data.navigation, items: [{ ...tab, navIcon: outside }] };
    const { container } = render(
      <PageRenderer
        page={old}
        resolved={{ ...data, navigation }}
        mode="live"
        companyKey="sunrise"
        bottomNav={{ currentPath: '/h5/sunrise/' }}
      />,
    );
    const sources = [...container.querySelectorAll('img[src], video')].map((m) => m.getAttribute('src'));
    expect(sources).toEqual(['https://cdn.example.com/shop/b.png', '/file/ok.png']);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('.sf-html img[hidden]')).not.toBeNull();
    expect((container.querySelector('.sf-page') as HTMLElement).style.background).not.toContain('x.example');
  });

  it('makes a link to a product, category or page that is gone inert', () => {
    const gone = { ...data, products: [], categories: [], pages: [] };
    const { container } = render(
      <PageRenderer page={page} resolved={gone} mode="live" companyKey="sunrise" />,
    );
    expect(hrefs(container).filter((h) => /product|category|page\//.test(h ?? ''))).toEqual([]);
  });
});
