import { isNavUrl, NAV_URL_MAX, type NavLink, SHOP_PAGES } from '@hh/shared';
import { Radio } from 'antd';
import { useState } from 'react';
import { CategoryLinkTab } from '../../components/link/CategoryLinkTab.tsx';
import { LinkPickerDialog } from '../../components/link/LinkPickerDialog.tsx';
import { PageLinkTab } from '../../components/link/PageLinkTab.tsx';
import { ProductLinkTab } from '../../components/link/ProductLinkTab.tsx';
import { UrlLinkTab } from '../../components/link/UrlLinkTab.tsx';
import { fetchLinkCategories, fetchLinkPages, fetchLinkProducts } from './api.ts';
import { useNavigationT } from './i18n.ts';
import type { NavItem, PickedLink } from './types.ts';

type Kind = NavLink['kind'];

interface NavLinkPickerProps {
  terminal: number;
  value: Pick<NavItem, 'link' | 'linkName'>;
  onPick(picked: PickedLink): void;
  onClose(): void;
}

const pickedOf = ({ link, linkName }: NavLinkPickerProps['value']): PickedLink | null =>
  link && link.kind !== 'url' ? { link, linkName } : null;

/** "选择链接": a product, a category, a page of the shop, a decorated custom page, or a checked address. */
export function NavLinkPicker({ terminal, value, onPick, onClose }: NavLinkPickerProps) {
  const t = useNavigationT();
  const [tab, setTab] = useState<Kind>(value.link?.kind ?? 'product');
  const [choice, setChoice] = useState(() => pickedOf(value));
  const [url, setUrl] = useState(value.link?.kind === 'url' ? value.link.url : '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const picked = choice?.link.kind === tab ? choice : null;
  const selectedId = (kind: 'product' | 'category' | 'customPage') =>
    picked?.link.kind === kind ? picked.link.id : null;
  const pick =
    (kind: 'product' | 'category' | 'customPage') =>
    ({ id, name }: { id: number; name: string }) =>
      setChoice({ link: { kind, id }, linkName: name });

  const urlProblem = (text: string) => {
    if (!text.trim()) return t('nav.link.urlRequired');
    return isNavUrl(text.trim()) ? null : t('nav.link.urlInvalid');
  };
  const confirm = () => {
    if (tab !== 'url') {
      if (picked) onPick(picked);
      return;
    }
    const problem = urlProblem(url);
    setUrlError(problem);
    if (!problem) onPick({ link: { kind: 'url', url: url.trim() }, linkName: null });
  };

  return (
    <LinkPickerDialog<Kind>
      tab={tab}
      onTab={setTab}
      canConfirm={tab === 'url' || picked !== null}
      onConfirm={confirm}
      onClose={onClose}
      tabs={[
        {
          kind: 'product',
          label: t('nav.link.kinds.product'),
          children: (
            <ProductLinkTab
              queryKey={['shop', 'navigation', 'linkProducts']}
              fetchProducts={fetchLinkProducts}
              selectedId={selectedId('product')}
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
              selectedId={selectedId('category')}
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
              value={picked?.link.kind === 'page' ? picked.link.page : undefined}
              onChange={(event) =>
                setChoice({ link: { kind: 'page', page: event.target.value }, linkName: null })
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
              selectedId={selectedId('customPage')}
              onPick={pick('customPage')}
            />
          ),
        },
        {
          kind: 'url',
          label: t('nav.link.kinds.url'),
          children: (
            <UrlLinkTab
              value={url}
              error={urlError}
              hint={t('nav.link.urlHint')}
              placeholder={t('nav.link.urlPlaceholder')}
              maxLength={NAV_URL_MAX}
              onChange={(next) => {
                setUrl(next);
                if (urlError) setUrlError(urlProblem(next));
              }}
              onEnter={confirm}
            />
          ),
        },
      ]}
    />
  );
}
