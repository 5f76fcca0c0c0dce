import { MailOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../http/notify.ts';
import { acceptInvitation, declineInvitation, loadInvitations, type MyInvitation } from './api.ts';
import { useCompaniesT } from './i18n.ts';

interface InvitationsProps {
  /** Enters the shop the person has just joined. */
  onJoined(companyId: number): Promise<void>;
}

/** The shops asking the signed-in person to join them, each with accept and decline. */
export function Invitations({ onJoined }: InvitationsProps) {
  const st = useCompaniesT();
  const [busy, setBusy] = useState<number | null>(null);
  const invitations = useQuery({
    queryKey: ['store', 'invitations'],
    queryFn: loadInvitations,
    staleTime: 0,
  });
  if (!invitations.data?.length) return null;

  const act = async (row: MyInvitation, accept: boolean) => {
    setBusy(row.id);
    try {
      if (accept) {
        const { companyId } = await acceptInvitation(row.id);
        await onJoined(companyId);
      } else {
        await declineInvitation(row.id);
        notifySuccess(st('invitations.declined'));
      }
    } finally {
      setBusy(null);
      await invitations.refetch();
    }
  };

  return (
    <section className="hh-store-invitations" data-testid="store-invitations">
      <h2>
        <MailOutlined /> {st('invitations.title')}
      </h2>
      <p className="hh-store-subtitle">{st('invitations.hint')}</p>
      <div className="hh-store-grid">
        {invitations.data.map((row) => (
          <Card key={row.id} className="hh-invitation-card" data-testid="invitation-card">
            <div className="hh-company-name">{row.companyName}</div>
            <div className="hh-invitation-by">{st('invitations.invitedBy', { name: row.invitedBy })}</div>
            <dl className="hh-company-facts">
              <dt>{st('invitations.roles')}</dt>
              <dd>{row.roles.length ? row.roles.map((name) => <Tag key={name}>{name}</Tag>) : '—'}</dd>
              <dt>{st('invitations.expireTime')}</dt>
              <dd>{formatDate(row.expireTime, 'YYYY-MM-DD')}</dd>
            </dl>
            <Space>
              <Button
                type="primary"
                loading={busy === row.id}
                onClick={() => void act(row, true)}
                data-testid="invitation-accept"
              >
                {st('invitations.accept')}
              </Button>
              <Button
                disabled={busy === row.id}
                onClick={() => void act(row, false)}
                data-testid="invitation-decline"
              >
                {st('invitations.decline')}
              </Button>
            </Space>
          </Card>
        ))}
      </div>
    </section>
  );
}
