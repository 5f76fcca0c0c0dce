import { isNavUrl, NAV_URL_MAX, type NavLink, SHOP_PAGES } from '@hh/shared';
import { Radio } from 'antd';
import { LinkPickerDialog } from '../../components/link/LinkPickerDialog.tsx';
import { idLinkTabs, urlLinkTab } from '../../components/link/linkTabs.tsx';
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
  const ids = idLinkTabs(choice, {
    cache: ['shop', 'navigation'],
    terminal,
    product: { kind: 'product', label: t('nav.link.kinds.product'), fetch: fetchLinkProducts },
    category: { kind: 'category', label: t('nav.link.kinds.category'), fetch: fetchLinkCategories },
    page: {
      kind: 'customPage',
      label: t('nav.link.kinds.customPage'),
      fetch: () => fetchLinkPages(terminal),
    },
  });
  const picked = choice.picked?.link;

  return (
    <LinkPickerDialog<NavLink>
      choice={choice}
      onClose={onClose}
      tabs={[
        ids.product,
        ids.category,
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
        ids.page,
        urlLinkTab(choice, {
          label: t('nav.link.kinds.url'),
          hint: t('nav.link.urlHint'),
          placeholder: t('nav.link.urlPlaceholder'),
          maxLength: NAV_URL_MAX,
        }),
      ]}
    />
  );
}
