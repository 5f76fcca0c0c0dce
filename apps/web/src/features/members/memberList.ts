import { MEMBERS_URL, memberRow } from '@hh/shared';
import type { Dayjs } from 'dayjs';
import { orNull } from '../../components/contact/rules.ts';
import type { CrudConfig, CrudRecord } from '../../components/crud/types.ts';
import type { QueryParams } from '../../http/client.ts';
import type { Member } from './api.ts';

/**
 * Members are keyed by `uid`. The list component keys rows by `id`, so every row shown carries
 * `id` = `uid` (the config's `toRow`): selection, delete and edit then send uids.
 */
export type MemberRow = Member & CrudRecord;

/** The dialog's values: the editable fields of a row, and its uid once saved. */
export type MemberValues = Pick<
  Member,
  'nickname' | 'realName' | 'phone' | 'avatar' | 'sex' | 'level' | 'status' | 'remark'
> & { uid?: number };

export interface MemberQuery {
  blurry?: string;
  status?: number;
  level?: number;
  spreadUid?: number | null;
  createTime?: [Dayjs, Dayjs] | null;
}

const MEMBER_SORT = ['uid,desc'] as const;

function memberParams(query: MemberQuery): QueryParams {
  const [from, to] = query.createTime ?? [];
  return {
    blurry: query.blurry?.trim(),
    status: query.status,
    level: query.level,
    spreadUid: query.spreadUid,
    createTime: from && to ? [from.startOf('day').toISOString(), to.endOf('day').toISOString()] : undefined,
  };
}

const emptyMember = (): MemberValues => ({
  nickname: '',
  realName: null,
  phone: null,
  avatar: null,
  sex: 0,
  level: 0,
  status: 1,
  remark: null,
});

const memberForm = (row: Member): MemberValues => ({
  uid: row.uid,
  nickname: row.nickname,
  realName: row.realName,
  phone: row.phone,
  avatar: row.avatar,
  sex: row.sex,
  level: row.level,
  status: row.status,
  remark: row.remark,
});

/** Empty optional texts go to the server as null (an empty phone is no phone, not a wrong one). */
const memberBody = (values: MemberValues): MemberValues => ({
  ...values,
  nickname: values.nickname.trim(),
  realName: orNull(values.realName),
  phone: orNull(values.phone),
  avatar: orNull(values.avatar),
  remark: orNull(values.remark),
});

export function memberListConfig(
  title: string,
  item: string,
): CrudConfig<MemberRow, MemberValues, MemberQuery, Member> {
  return {
    url: MEMBERS_URL,
    row: memberRow,
    toRow: (member) => ({ ...member, id: member.uid }),
    title,
    item,
    defaultQuery: {},
    sort: MEMBER_SORT,
    toParams: memberParams,
    emptyForm: emptyMember,
    toForm: memberForm,
    toBody: memberBody,
  };
}
