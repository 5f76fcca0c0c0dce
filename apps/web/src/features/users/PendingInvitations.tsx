import { MailOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import { Badge, Button, Modal, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { tableLoading } from '../../components/tableLoading.ts';
import { notifySuccess } from '../../http/notify.ts';
import { useInviteT } from './i18n.ts';
import { type CompanyInvitation, cancelInvitation, useCompanyInvitations } from './invitations.ts';

/** The toolbar button counting the company's open invitations; it opens them, each cancellable. */
export function PendingInvitations() {
  const it = useInviteT();
  const [open, setOpen] = useState(false);
  const invitations = useCompanyInvitations(true);
  const rows = invitations.data ?? [];

  const cancel = async (row: CompanyInvitation) => {
    await cancelInvitation(row.id);
    notifySuccess(it('cancelled'));
    await invitations.refetch();
  };

  return (
    <>
      <Badge count={rows.length} size="small">
        <Button icon={<MailOutlined />} onClick={() => setOpen(true)} data-testid="staff-invitations">
          {it('pending')}
        </Button>
      </Badge>
      <Modal
        open={open}
        title={it('pendingTitle')}
        onCancel={() => setOpen(false)}
        footer={null}
        width={760}
        className="hh-staff-invitations"
      >
        <Table<CompanyInvitation>
          rowKey="id"
          size="small"
          pagination={false}
          loading={tableLoading(invitations.isFetching)}
          dataSource={rows}
          locale={{ emptyText: it('none') }}
          columns={[
            { title: it('phone'), dataIndex: 'phone' },
            {
              title: it('roles'),
              dataIndex: 'roles',
              render: (roles: string[]) => roles.map((name) => <Tag key={name}>{name}</Tag>),
            },
            { title: it('invitedBy'), dataIndex: 'invitedBy' },
            { title: it('createTime'), dataIndex: 'createTime', render: (v: string) => formatDate(v) },
            {
              title: it('expireTime'),
              dataIndex: 'expireTime',
              render: (v: string) => formatDate(v, 'YYYY-MM-DD'),
            },
            {
              key: 'actions',
              render: (_value, row) => (
                <Popconfirm title={it('cancelConfirm', { phone: row.phone })} onConfirm={() => cancel(row)}>
                  <Button type="link" danger size="small" data-testid="staff-invitation-cancel">
                    {it('cancel')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
