import { DECO_URL_MAX, type DecoLink, type DecoLinkKind, isHttpsUrl } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Radio, Skeleton, Typography } from 'antd';
import { useContext } from 'react';
import { LinkPickerDialog } from '../../../components/link/LinkPickerDialog.tsx';
import { idLinkTabs, urlLinkTab } from '../../../components/link/linkTabs.tsx';
import type { Picked } from '../../../components/link/types.ts';
import { useLinkChoice } from '../../../components/link/useLinkChoice.ts';
import { fetchLinkCategories, fetchLinkNavTabs, fetchLinkPages, fetchLinkProducts } from '../api.ts';
import { useDecoT } from '../i18n.ts';
import { TerminalContext } from './linkNames.ts';

interface DecoLinkPickerProps {
  value: DecoLink | null;
  onPick(picked: Picked<DecoLink>): void;
  onClose(): void;
}

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
  const kind = (k: DecoLinkKind) => t(`link.kinds.${k}`);
  const ids = idLinkTabs(choice, {
    cache: ['shop', 'decoration'],
    terminal,
    product: { kind: 'product', label: kind('product'), fetch: fetchLinkProducts },
    category: { kind: 'category', label: kind('category'), fetch: fetchLinkCategories },
    page: { kind: 'page', label: kind('page'), fetch: () => fetchLinkPages(terminal) },
  });
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
        ids.product,
        ids.category,
        ids.page,
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
        urlLinkTab(choice, {
          label: kind('url'),
          hint: t('link.urlHint'),
          placeholder: t('link.urlPlaceholder'),
          maxLength: DECO_URL_MAX,
        }),
      ]}
    />
  );
}
