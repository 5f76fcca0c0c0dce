import { formatThousands } from '@hh/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../../../components/useDebounced.ts';
import type { MemberBrief } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { useMemberSearch } from '../queries.ts';

export interface MemberSearchProps {
  value?: MemberBrief | null;
  onChange?(member: MemberBrief | null): void;
}

/** Finds the member to order for by nickname or mobile number, on the server. */
export function MemberSearch({ value, onChange }: MemberSearchProps) {
  const t = useOrdersT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const found = useMemberSearch(search);
  const members = [
    ...(value ? [value] : []),
    ...(found.data ?? []).filter((member) => member.uid !== value?.uid),
  ];
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value?.uid}
      onChange={(uid) => onChange?.(members.find((member) => member.uid === uid) ?? null)}
      options={members.map((member) => ({
        value: member.uid,
        label: `${member.nickname}${member.phone ? ` · ${member.phone}` : ''} · ${t('create.balance', { money: formatThousands(member.nowMoney) })}`,
      }))}
      loading={found.isFetching}
      placeholder={t('create.memberPlaceholder')}
      notFoundContent={found.isFetching ? null : t('create.memberNotFound')}
      data-testid="create-member"
    />
  );
}
