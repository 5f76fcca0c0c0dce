import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useDebounced } from '../../components/useDebounced.ts';
import type { Member } from './api.ts';
import { useMembersT } from './i18n.ts';
import { useMemberSearch } from './queries.ts';

export interface MemberPickerProps {
  value?: number;
  onChange?(value: number | undefined): void;
  /** The member being edited: never offered. */
  excludeUid: number;
  /** The current choice, so that its name shows before any search. */
  selected?: Member;
  placeholder?: string;
}

/** Picks a member by searching nickname, mobile number or name on the server. */
export function MemberPicker({ value, onChange, excludeUid, selected, placeholder }: MemberPickerProps) {
  const t = useMembersT();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const search = useDebounced(text.trim());
  const found = useMemberSearch(search, opened);
  const options = useMemo(() => {
    const members = [...(selected ? [selected] : []), ...(found.data?.content ?? [])];
    const seen = new Set<number>();
    return members
      .filter((member) => member.uid !== excludeUid && !seen.has(member.uid) && seen.add(member.uid))
      .map((member) => ({
        value: member.uid,
        label: `${t('memberName', { name: member.nickname, uid: member.uid })}${member.phone ? ` · ${member.phone}` : ''}`,
      }));
  }, [selected, found.data, excludeUid, t]);

  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      onOpenChange={setOpened}
      options={options}
      loading={found.isFetching}
      placeholder={placeholder}
      notFoundContent={found.isFetching ? null : t('spread.notFound')}
      data-testid="member-picker"
    />
  );
}
