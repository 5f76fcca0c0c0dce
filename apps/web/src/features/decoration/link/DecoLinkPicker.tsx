import { DECO_URL_MAX, type DecoLink, type DecoLinkKind, isHttpsUrl } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Radio, Skeleton, Typography } from 'antd';
import { useContext } from 'react';
import { CategoryLinkTab } from '../../../components/link/CategoryLinkTab.tsx';
import { LinkPickerDialog } from '../../../components/link/LinkPickerDialog.tsx';
import { PageLinkTab } from '../../../components/link/PageLinkTab.tsx';
import { ProductLinkTab } from '../../../components/link/ProductLinkTab.tsx';
import type { Picked } from '../../../components/link/types.ts';
import { UrlLinkTab } from '../../../components/link/UrlLinkTab.tsx';
import { useLinkChoice } from '../../../components/link/useLinkChoice.ts';
import {
  fetchLinkCategories,
  fetchLinkNavTabs,
  fetchLinkPages,
  fetchLinkProducts,
  linkPagesKey,
} from '../api.ts';
import { useDecoT } from '../i18n.ts';
import { TerminalContext } from './linkNames.ts';

interface DecoLinkPickerProps {
  value: DecoLink | null;
  onPick(picked: Picked<DecoLink>): void;
  onClose(): void;
}

type IdKind = 'product' | 'category' | 'page';

/** Home, a category, a product, a custom page, a bottom navigation tab, or an https address. */
export function DecoLinkPicker({ value, onPick, onClose }: DecoLinkPickerProps) {
  const t = useDecoT();
  const terminal = useContext(TerminalContext);
  const choice = useLinkChoice<DecoLink>({
    value: value && { link: value, linkName: null },
    firstTab: 'product',
    urlOf: (link) => (link.kind === 'url' ? link.url : undefined),
    urlProblem: (text) => (isHttpsUrl(text.trim()) ? null : t('link.urlInvalid')),
    urlLink: (url) => ({ kind: 'url', url }),
    fixed: (tab) => (tab === 'home' ? { kind: 'home' } : null),
    onPick,
  });
  const tabs = useQuery({
    queryKey: ['shop', 'decoration', 'linkNavTabs', terminal],
    queryFn: () => fetchLinkNavTabs(terminal),
    enabled: choice.tab === 'navTab',
  });
  const pick =
    (kind: IdKind) =>
    ({ id, name }: { id: number; name: string }) =>
      choice.choose({ link: { kind, id }, linkName: name });
  const kind = (k: DecoLinkKind) => t(`link.kinds.${k}`);
  const picked = choice.picked?.link;
  const navIndex = picked?.kind === 'navTab' ? picked.index : undefined;

  return (
    <LinkPickerDialog<DecoLink>
      choice={choice}
      onClose={onClose}
      tabs={[
        {
          kind: 'home',
          label: kind('home'),
          children: (
            <Typography.Paragraph data-testid="deco-link-home">{t('link.homeHint')}</Typography.Paragraph>
          ),
        },
        {
          kind: 'product',
          label: kind('product'),
          children: (
            <ProductLinkTab
              queryKey={['shop', 'decoration', 'linkProducts']}
              fetchProducts={fetchLinkProducts}
              selectedId={choice.idOf('product')}
              onPick={pick('product')}
            />
          ),
        },
        {
          kind: 'category',
          label: kind('category'),
          children: (
            <CategoryLinkTab
              queryKey={['shop', 'decoration', 'linkCategories']}
              fetchCategories={fetchLinkCategories}
              selectedId={choice.idOf('category')}
              onPick={pick('category')}
            />
          ),
        },
        {
          kind: 'page',
          label: kind('page'),
          children: (
            <PageLinkTab
              queryKey={linkPagesKey(terminal)}
              fetchPages={() => fetchLinkPages(terminal)}
              selectedId={choice.idOf('page')}
              onPick={pick('page')}
            />
          ),
        },
        {
          kind: 'navTab',
          label: kind('navTab'),
          children: tabs.isError ? (
            <Alert type="error" showIcon title={t('builder.loadFailed')} />
          ) : !tabs.data ? (
            <Skeleton active />
          ) : tabs.data.length === 0 ? (
            <Empty description={t('link.noTabs')} />
          ) : (
            <Radio.Group
              className="hh-link-pages"
              value={navIndex}
              onChange={(event) => {
                const index = Number(event.target.value);
                const name = tabs.data?.find((row) => row.index === index)?.navName ?? null;
                choice.choose({ link: { kind: 'navTab', index }, linkName: name });
              }}
              data-testid="deco-link-tabs"
              options={tabs.data.map((row) => ({ value: row.index, label: row.navName }))}
            />
          ),
        },
        {
          kind: 'url',
          label: kind('url'),
          children: (
            <UrlLinkTab
              field={choice.url}
              hint={t('link.urlHint')}
              placeholder={t('link.urlPlaceholder')}
              maxLength={DECO_URL_MAX}
            />
          ),
        },
      ]}
    />
  );
}
