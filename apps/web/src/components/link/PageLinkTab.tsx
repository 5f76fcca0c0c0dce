import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Radio, Skeleton, Tag } from 'antd';
import { useLinkT } from './i18n.ts';
import type { LinkPage } from './types.ts';

interface PageLinkTabProps {
  queryKey: readonly unknown[];
  fetchPages(): Promise<readonly LinkPage[]>;
  selectedId: number | null;
  onPick(page: { id: number; name: string }): void;
}

/** The terminal's decorated pages (home and custom); an unpublished one opens once published. */
export function PageLinkTab({ queryKey, fetchPages, selectedId, onPick }: PageLinkTabProps) {
  const t = useLinkT();
  const pages = useQuery({ queryKey, queryFn: fetchPages });
  if (pages.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!pages.data) return <Skeleton active />;
  if (pages.data.length === 0) return <Empty description={t('noPages')} />;
  const names = new Map(pages.data.map((page) => [page.id, page.name]));
  return (
    <Radio.Group
      className="hh-link-pages"
      value={selectedId ?? undefined}
      onChange={(event) => {
        const id = Number(event.target.value);
        onPick({ id, name: names.get(id) ?? '' });
      }}
      data-testid="link-custom-pages"
      options={pages.data.map((page) => ({
        value: page.id,
        label: (
          <span className="hh-link-page">
            {page.name}
            <span>
              {page.isHome && <Tag color="orange">{t('home')}</Tag>}
              {page.published ? <Tag color="success">{t('published')}</Tag> : <Tag>{t('unpublished')}</Tag>}
            </span>
          </span>
        ),
      }))}
    />
  );
}
