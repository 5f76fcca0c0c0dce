import { isNavUrl, NAV_URL_MAX, type NavLink, SHOP_PAGES } from '@hh/shared';
import { Radio } from 'antd';
import { CategoryLinkTab } from '../../components/link/CategoryLinkTab.tsx';
import { LinkPickerDialog } from '../../components/link/LinkPickerDialog.tsx';
import { PageLinkTab } from '../../components/link/PageLinkTab.tsx';
import { ProductLinkTab } from '../../components/link/ProductLinkTab.tsx';
import { UrlLinkTab } from '../../components/link/UrlLinkTab.tsx';
import { useLinkChoice } from '../../components/link/useLinkChoice.ts';
import { fetchLinkCategories, fetchLinkPages, fetchLinkProducts } from './api.ts';
import { useNavigationT } from './i18n.ts';
import type { NavItem, PickedLink } from './types.ts';

interface NavLinkPickerProps {
  terminal: number;
  value: Pick<NavItem, 'link' | 'linkName'>;
  onPick(picked: PickedLink): void;
  onClose(): void;
}

/** "选择链接": a product, a category, a page of the shop, a decorated custom page, or a checked address. */
export function NavLinkPicker({ terminal, value, onPick, onClose }: NavLinkPickerProps) {
  const t = useNavigationT();
  const choice = useLinkChoice<NavLink>({
    value: value.link && { link: value.link, linkName: value.linkName },
    firstTab: 'product',
    urlOf: (link) => (link.kind === 'url' ? link.url : undefined),
    urlProblem: (text) => {
      if (!text.trim()) return t('nav.link.urlRequired');
      return isNavUrl(text.trim()) ? null : t('nav.link.urlInvalid');
    },
    urlLink: (url) => ({ kind: 'url', url }),
    onPick,
  });
  const pick =
    (kind: 'product' | 'category' | 'customPage') =>
    ({ id, name }: { id: number; name: string }) =>
      choice.choose({ link: { kind, id }, linkName: name });
  const picked = choice.picked?.link;

  return (
    <LinkPickerDialog<NavLink>
      choice={choice}
      onClose={onClose}
      tabs={[
        {
          kind: 'product',
          label: t('nav.link.kinds.product'),
          children: (
            <ProductLinkTab
              queryKey={['shop', 'navigation', 'linkProducts']}
              fetchProducts={fetchLinkProducts}
              selectedId={choice.idOf('product')}
              onPick={pick('product')}
            />
          ),
        },
        {
          kind: 'category',
          label: t('nav.link.kinds.category'),
          children: (
            <CategoryLinkTab
              queryKey={['shop', 'navigation', 'linkCategories']}
              fetchCategories={fetchLinkCategories}
              selectedId={choice.idOf('category')}
              onPick={pick('category')}
            />
          ),
        },
        {
          kind: 'page',
          label: t('nav.link.kinds.page'),
          children: (
            <Radio.Group
              className="hh-link-pages"
              value={picked?.kind === 'page' ? picked.page : undefined}
              onChange={(event) =>
                choice.choose({ link: { kind: 'page', page: event.target.value }, linkName: null })
              }
              data-testid="nav-link-pages"
              options={SHOP_PAGES.map(({ page, path }) => ({
                value: page,
                label: (
                  <span className="hh-link-page">
                    {t(`nav.pages.${page}`)}
                    <code>{path}</code>
                  </span>
                ),
              }))}
            />
          ),
        },
        {
          kind: 'customPage',
          label: t('nav.link.kinds.customPage'),
          children: (
            <PageLinkTab
              queryKey={['shop', 'navigation', 'linkPages', terminal]}
              fetchPages={() => fetchLinkPages(terminal)}
              selectedId={choice.idOf('customPage')}
              onPick={pick('customPage')}
            />
          ),
        },
        {
          kind: 'url',
          label: t('nav.link.kinds.url'),
          children: (
            <UrlLinkTab
              field={choice.url}
              hint={t('nav.link.urlHint')}
              placeholder={t('nav.link.urlPlaceholder')}
              maxLength={NAV_URL_MAX}
            />
          ),
        },
      ]}
    />
  );
}
