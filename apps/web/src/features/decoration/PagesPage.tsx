import { PlusOutlined } from '@ant-design/icons';
import { DECO_TERMINALS, DEFAULT_TERMINAL, formatDate } from '@hh/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '../../components/Permission.tsx';
import { ShopLink } from '../../components/shopLink/ShopLink.tsx';
import { tableLoading } from '../../components/tableLoading.ts';
import { guard } from '../../components/usePermission.ts';
import { fetchPages, pagesKey } from './api.ts';
import { CreatePageDialog } from './CreatePageDialog.tsx';
import { useDecoT } from './i18n.ts';
import { PageActions } from './PageActions.tsx';
import { builderPath } from './paths.ts';
import { ServedHome } from './ServedHome.tsx';
import type { PageRow } from './types.ts';
import { VersionsDrawer } from './VersionsDrawer.tsx';
import './decoration.css';

const PAGE_SIZE = 10;

/** `/shop/decoration` (menu component shop/decoration/index): the pages of a terminal. */
export default function PagesPage() {
  const t = useDecoT();
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [terminal, setTerminal] = useState<number>(DEFAULT_TERMINAL);
  const [index, setIndex] = useState(0);
  const [creating, setCreating] = useState(false);
  const [versionsOf, setVersionsOf] = useState<PageRow | null>(null);
  const pages = useQuery({
    queryKey: [...pagesKey, terminal, index],
    queryFn: () => fetchPages(terminal, index, PAGE_SIZE),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pagesKey });
  const terminalName = (value: number) => t(`terminals.${String(value) as '3'}`);

  return (
    <Card className="hh-deco-pages" data-testid="deco-pages">
      <div className="hh-deco-shop-link">
        <ShopLink />
      </div>
      <Flex justify="space-between" align="center" wrap gap={8} className="hh-deco-pages-bar">
        <Segmented<number>
          value={terminal}
          onChange={(value) => {
            setTerminal(value);
            setIndex(0);
          }}
          options={DECO_TERMINALS.map((value) => ({ value, label: terminalName(value) }))}
          data-testid="deco-terminals"
        />
        <Permission roles={guard('decoration:edit')}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="deco-create"
          >
            {t('pages.create')}
          </Button>
        </Permission>
      </Flex>
      <ServedHome terminal={terminal} rows={pages.data?.content} />
      <Table<PageRow>
        rowKey="id"
        loading={tableLoading(pages.isFetching)}
        dataSource={pages.data?.content ?? []}
        locale={{ emptyText: t('pages.empty') }}
        onRow={(row) =>
          ({ 'data-testid': 'deco-page-row', 'data-id': row.id }) as React.HTMLAttributes<HTMLElement>
        }
        pagination={{
          current: index + 1,
          pageSize: PAGE_SIZE,
          total: pages.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (next) => setIndex(next - 1),
        }}
        scroll={{ x: 960 }}
        columns={[
          {
            title: t('pages.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space size={4} wrap>
                <span data-testid="deco-page-name">{name}</span>
                {row.isHome ? <Tag color="orange">{t('pages.home')}</Tag> : <Tag>{t('pages.custom')}</Tag>}
              </Space>
            ),
          },
          { title: t('pages.pageTitle'), dataIndex: 'title', ellipsis: true },
          {
            title: t('pages.status'),
            key: 'status',
            width: 200,
            render: (_, row) => (
              <Space size={4} wrap data-testid="deco-page-status">
                {row.publishedVersion === null ? (
                  <Tag>{t('pages.neverPublished')}</Tag>
                ) : (
                  <Tag color="success">{t('pages.live', { version: row.publishedVersion })}</Tag>
                )}
                {row.publishedVersion !== null && row.hasDraftChanges && (
                  <Tag color="warning">{t('pages.draftChanges')}</Tag>
                )}
              </Space>
            ),
          },
          { title: t('pages.components'), dataIndex: 'componentCount', width: 110, align: 'right' },
          {
            title: t('pages.updated'),
            key: 'updated',
            width: 200,
            render: (_, row) => `${formatDate(row.updatedAt)}${row.updatedBy ? ` · ${row.updatedBy}` : ''}`,
          },
          {
            title: common('crud.actions'),
            key: 'actions',
            width: 320,
            fixed: 'right',
            render: (_, row) => (
              <PageActions
                row={row}
                terminalName={terminalName(row.terminal)}
                onEdit={() => navigate(builderPath(row.id))}
                onVersions={() => setVersionsOf(row)}
                onChanged={() => void refresh()}
              />
            ),
          },
        ]}
      />
      {creating && (
        <CreatePageDialog
          terminal={terminal}
          onClose={() => setCreating(false)}
          onCreated={(page) => {
            setCreating(false);
            void refresh();
            navigate(builderPath(page.id));
          }}
        />
      )}
      {versionsOf && <VersionsDrawer page={versionsOf} onClose={() => setVersionsOf(null)} />}
    </Card>
  );
}
