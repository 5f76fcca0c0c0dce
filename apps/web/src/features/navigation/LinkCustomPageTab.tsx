import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Radio, Skeleton, Tag } from 'antd';
import { fetchLinkPages } from './api.ts';
import { useNavigationT } from './i18n.ts';
import type { PickedLink } from './types.ts';

interface LinkCustomPageTabProps {
  terminal: number;
  selectedId: number | null;
  onPick(picked: PickedLink): void;
}

/** The shop's decorated pages of the terminal; an unpublished one is marked (it opens once published). */
export function LinkCustomPageTab({ terminal, selectedId, onPick }: LinkCustomPageTabProps) {
  const t = useNavigationT();
  const pages = useQuery({
    queryKey: ['shop', 'navigation', 'linkPages', terminal],
    queryFn: () => fetchLinkPages(terminal),
  });
  if (pages.isError) return <Alert type="error" showIcon title={t('nav.link.loadFailed')} />;
  if (!pages.data) return <Skeleton active />;
  if (pages.data.length === 0) return <Empty description={t('nav.link.noPages')} />;
  const names = new Map(pages.data.map((page) => [page.id, page.name]));
  return (
    <Radio.Group
      className="hh-nav-link-pages"
      value={selectedId ?? undefined}
      onChange={(event) =>
        onPick({
          link: { kind: 'customPage', id: event.target.value },
          linkName: names.get(event.target.value) ?? null,
        })
      }
      data-testid="nav-link-custom-pages"
      options={pages.data.map((page) => ({
        value: page.id,
        label: (
          <span className="hh-nav-link-page">
            {page.name}
            {!page.published && <Tag>{t('nav.link.unpublished')}</Tag>}
          </span>
        ),
      }))}
    />
  );
}
