import type { FeatureT } from '../../i18n/featureBundle.ts';
import type zh from './locales/zh.ts';
import type { NavItem } from './types.ts';

/** What a picked link reads as: the kind, then the page's, product's or category's name, or the address. */
export function linkLabel(t: FeatureT<typeof zh>, item: Pick<NavItem, 'link' | 'linkName'>): string {
  const { link } = item;
  if (!link) return t('nav.link.none');
  const kind = t(`nav.link.kinds.${link.kind}`);
  switch (link.kind) {
    case 'page':
      return `${kind} · ${t(`nav.pages.${link.page}`)}`;
    case 'url':
      return `${kind} · ${link.url}`;
    default:
      return `${kind} · ${item.linkName ?? `#${link.id} (${t('nav.link.gone')})`}`;
  }
}
