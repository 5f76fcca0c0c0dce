import { formatDate } from '@hh/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../components/Permission.tsx';
import { guard } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { fetchVersion, fetchVersions, pageKey, pagesKey, rollback, versionsKey } from './api.ts';
import { useDecoT } from './i18n.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import type { PageRow, VersionRow } from './types.ts';

const PAGE_SIZE = 10;

interface VersionsDrawerProps {
  page: PageRow;
  onClose(): void;
}

/** Every published version of a page (who, when), each to preview or to roll back to. */
export function VersionsDrawer({ page, onClose }: VersionsDrawerProps) {
  const t = useDecoT();
  const { t: common } = useTranslation();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [rolling, setRolling] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: [...versionsKey(page.id), index],
    queryFn: () => fetchVersions(page.id, index, PAGE_SIZE),
  });
  const rollTo = async (version: number) => {
    setRolling(version);
    try {
      const row = await rollback(page.id, version);
      notifySuccess(t('versions.rolledBack', { version: row.publishedVersion ?? version }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: versionsKey(page.id) }),
        queryClient.invalidateQueries({ queryKey: pagesKey }),
        queryClient.removeQueries({ queryKey: pageKey(page.id) }),
      ]);
    } finally {
      setRolling(null);
    }
  };

  return (
    <Drawer
      open
      width={720}
      title={t('versions.title', { name: page.name })}
      onClose={onClose}
      data-testid="deco-versions"
    >
      <Table<VersionRow>
        rowKey="version"
        size="small"
        loading={versions.isFetching}
        dataSource={versions.data?.content ?? []}
        locale={{ emptyText: t('versions.empty') }}
        onRow={() => ({ 'data-testid': 'deco-version-row' }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: index + 1,
          pageSize: PAGE_SIZE,
          total: versions.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (next) => setIndex(next - 1),
        }}
        columns={[
          {
            title: t('versions.version'),
            dataIndex: 'version',
            width: 140,
            render: (version: number, row) => (
              <Space size={4} wrap>
                <span data-testid="deco-version-number">v{version}</span>
                {row.live && <Tag color="success">{t('versions.live')}</Tag>}
                {row.restoredFrom !== null && (
                  <Tag>{t('versions.restoredFrom', { version: row.restoredFrom })}</Tag>
                )}
              </Space>
            ),
          },
          {
            title: t('versions.publishedAt'),
            dataIndex: 'publishedAt',
            width: 170,
            render: (at: string) => formatDate(at),
          },
          {
            title: t('versions.publishedBy'),
            dataIndex: 'publishedBy',
            render: (by: string | null) => by ?? t('versions.nobody'),
          },
          { title: t('versions.components'), dataIndex: 'componentCount', width: 80, align: 'right' },
          {
            title: common('crud.actions'),
            key: 'actions',
            width: 200,
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setPreviewing(row.version)}
                  data-testid="deco-version-preview"
                >
                  {t('versions.preview')}
                </Button>
                {!row.live && (
                  <Permission roles={guard('decoration:publish')}>
                    <Popconfirm
                      title={t('versions.rollbackConfirm', { version: row.version })}
                      okText={common('common.confirm')}
                      cancelText={common('common.cancel')}
                      onConfirm={() => void rollTo(row.version)}
                      okButtonProps={{ ...{ 'data-testid': 'deco-rollback-ok' } }}
                    >
                      <Button
                        type="link"
                        size="small"
                        loading={rolling === row.version}
                        data-testid="deco-version-rollback"
                      >
                        {t('versions.rollback')}
                      </Button>
                    </Popconfirm>
                  </Permission>
                )}
              </Space>
            ),
          },
        ]}
      />
      {previewing !== null && (
        <PreviewDialog
          title={t('preview.title', { name: page.name })}
          tag={() => t('preview.version', { version: previewing })}
          queryKey={['shop', 'decoration', 'version', page.id, previewing]}
          load={() => fetchVersion(page.id, previewing)}
          onClose={() => setPreviewing(null)}
        />
      )}
    </Drawer>
  );
}
