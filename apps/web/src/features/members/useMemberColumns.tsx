import { UserOutlined } from '@ant-design/icons';
import { formatThousands } from '@hh/shared';
import { Avatar } from 'antd';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { createdColumn, dictColumn } from '../../components/crud/columns.tsx';
import { useDict } from '../../components/dict/useDict.ts';
import { useMembersT } from './i18n.ts';
import type { MemberRow } from './memberList.ts';
import { StatusSwitch } from './StatusSwitch.tsx';

/** The member list's columns; the column key is the server's sort field where it sorts. */
export function useMemberColumns(onChanged: () => void): CrudColumn<MemberRow>[] {
  const t = useMembersT();
  const sex = useDict('sex');
  return [
    { key: 'uid', title: t('fields.uid'), dataIndex: 'uid', width: 80, sorter: true },
    {
      key: 'nickname',
      title: t('fields.nickname'),
      render: (_value, row) => (
        <span className="hh-member-cell">
          <Avatar size="small" src={row.avatar ?? undefined} icon={<UserOutlined />} />
          <span className="hh-member-names">
            <span title={row.nickname}>{row.nickname}</span>
            {row.realName && row.realName !== row.nickname && (
              <span className="hh-member-real-name" title={row.realName}>
                {row.realName}
              </span>
            )}
          </span>
        </span>
      ),
    },
    {
      key: 'phone',
      title: t('fields.phone'),
      dataIndex: 'phone',
      render: (value: string | null) => <span data-testid="member-phone">{value}</span>,
    },
    {
      key: 'sex',
      title: t('fields.sex'),
      dataIndex: 'sex',
      hiddenByDefault: true,
      render: (value: number) => sex.label(value),
    },
    dictColumn('level', t('fields.level'), 'member_level'),
    {
      key: 'nowMoney',
      title: t('fields.nowMoney'),
      dataIndex: 'nowMoney',
      align: 'right',
      sorter: true,
      render: (value: string) => (
        <span className="hh-money" data-testid="member-money">
          {formatThousands(value)}
        </span>
      ),
    },
    { key: 'integral', title: t('fields.integral'), dataIndex: 'integral', align: 'right', sorter: true },
    {
      key: 'spreadUid',
      title: t('fields.spreadUid'),
      render: (_value, row) => {
        const text = row.spreadUid
          ? t('memberName', { name: row.spreadName ?? '…', uid: row.spreadUid })
          : '-';
        return (
          <span className="hh-member-spread" data-testid="member-spread" title={text}>
            {text}
          </span>
        );
      },
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_value, row) => (
        <StatusSwitch key={`${row.uid}-${row.status}`} member={row} onChanged={onChanged} />
      ),
    },
    createdColumn(t('fields.createdAt'), true),
  ];
}
