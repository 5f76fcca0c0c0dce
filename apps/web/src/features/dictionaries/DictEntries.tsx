import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../components/crud/DeleteButton.tsx';
import type { DictDetail } from '../../components/dict/api.ts';
import { useDict, useRefreshDict } from '../../components/dict/useDict.ts';
import { Permission } from '../../components/Permission.tsx';
import { tableLoading } from '../../components/tableLoading.ts';
import { guard } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { type Dict, deleteEntry } from './api.ts';
import { EntryDialog, type EntryEditing } from './EntryDialog.tsx';
import { useDictionariesT } from './i18n.ts';

const ADD = guard('dict:add');
const EDIT = guard('dict:edit');
const DELETE = guard('dict:del');

function EntryTable({ dict }: { dict: Dict }) {
  const t = useDictionariesT();
  const { t: common } = useTranslation();
  const entries = useDict(dict.name);
  const refresh = useRefreshDict();
  const [editing, setEditing] = useState<EntryEditing | null>(null);

  const remove = async (entry: DictDetail) => {
    await deleteEntry(entry.id);
    notifySuccess(common('common.deleteSucceeded'));
    await refresh(dict.name);
  };

  const columns: TableColumnsType<DictDetail> = [
    { title: t('entries.label'), dataIndex: 'label' },
    { title: t('entries.labelEn'), dataIndex: 'labelEn' },
    { title: t('entries.value'), dataIndex: 'value' },
    { title: t('entries.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('actions.operations'),
      key: 'actions',
      width: 150,
      render: (_value, entry) => (
        <Space size={4}>
          <Permission roles={EDIT}>
            <Button size="small" type="link" onClick={() => setEditing({ mode: 'edit', entry })}>
              {t('actions.edit')}
            </Button>
          </Permission>
          <Permission roles={DELETE}>
            <DeleteButton onConfirm={() => remove(entry)} />
          </Permission>
        </Space>
      ),
    },
  ];

  const nextSort = entries.items.reduce((max, entry) => Math.max(max, entry.sort), 0) + 1;

  return (
    <Card
      title={t('entries.of', { name: dict.name })}
      extra={
        <Permission roles={ADD}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ mode: 'add', nextSort })}
            data-testid="entry-add"
          >
            {t('entries.add')}
          </Button>
        </Permission>
      }
      data-testid="dict-entries"
    >
      <Table<DictDetail>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={entries.items}
        loading={tableLoading(entries.loading)}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('entries.empty')} />,
        }}
      />
      <Form.Item label={t('entries.preview')} className="hh-dict-preview">
        <Select
          allowClear
          options={entries.options}
          placeholder={t('entries.previewPlaceholder')}
          data-testid="dict-preview"
        />
      </Form.Item>
      <EntryDialog
        dict={dict}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh(dict.name);
        }}
      />
    </Card>
  );
}

/** The right half of the dictionary screen: the chosen dictionary's entries. */
export function DictEntries({ dict }: { dict: Dict | null }) {
  const t = useDictionariesT();
  if (!dict) {
    return (
      <Card title={t('entries.title')} data-testid="dict-entries">
        <Empty description={t('entries.none')} />
      </Card>
    );
  }
  return <EntryTable key={dict.id} dict={dict} />;
}
