import { DECO_URL_MAX, type DecoLink, type DecoLinkKind, isHttpsUrl } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Radio, Skeleton, Typography } from 'antd';
import { useContext, useState } from 'react';
import { CategoryLinkTab } from '../../../components/link/CategoryLinkTab.tsx';
import { LinkPickerDialog } from '../../../components/link/LinkPickerDialog.tsx';
import { PageLinkTab } from '../../../components/link/PageLinkTab.tsx';
import { ProductLinkTab } from '../../../components/link/ProductLinkTab.tsx';
import type { Picked } from '../../../components/link/types.ts';
import { UrlLinkTab } from '../../../components/link/UrlLinkTab.tsx';
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
  const [tab, setTab] = useState<DecoLinkKind>(value?.kind ?? 'product');
  const [choice, setChoice] = useState<Picked<DecoLink> | null>(() =>
    value && value.kind !== 'url' ? { link: value, linkName: null } : null,
  );
  const [url, setUrl] = useState(value?.kind === 'url' ? value.url : '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const tabs = useQuery({
    queryKey: ['shop', 'decoration', 'linkNavTabs', terminal],
    queryFn: () => fetchLinkNavTabs(terminal),
    enabled: tab === 'navTab',
  });
  const picked =
    tab === 'home'
      ? { link: { kind: 'home' } as const, linkName: null }
      : choice?.link.kind === tab
        ? choice
        : null;
  const selectedId = (kind: IdKind) => {
    const link = picked?.link;
    return link && link.kind === kind ? link.id : null;
  };
  const pick =
    (kind: IdKind) =>
    ({ id, name }: { id: number; name: string }) =>
      setChoice({ link: { kind, id }, linkName: name });

  const urlProblem = (text: string) => {
    if (!text.trim()) return t('link.urlInvalid');
    return isHttpsUrl(text.trim()) ? null : t('link.urlInvalid');
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
  const kind = (k: DecoLinkKind) => t(`link.kinds.${k}`);
  const navIndex = picked?.link.kind === 'navTab' ? picked.link.index : undefined;

  return (
    <LinkPickerDialog<DecoLinkKind>
      tab={tab}
      onTab={setTab}
      canConfirm={tab === 'url' || picked !== null}
      onConfirm={confirm}
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
              selectedId={selectedId('product')}
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
              selectedId={selectedId('category')}
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
              selectedId={selectedId('page')}
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
                setChoice({ link: { kind: 'navTab', index }, linkName: name });
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
              value={url}
              error={urlError}
              hint={t('link.urlHint')}
              placeholder={t('link.urlPlaceholder')}
              maxLength={DECO_URL_MAX}
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
