import {
  COUPON_ISSUES_URL,
  COUPON_STATISTICS_URL,
  COUPON_TEMPLATES_URL,
  type CouponChannel,
  type CouponKind,
  type CouponScope,
  type CouponValidity,
  couponIssuePushUrl,
  couponIssueStatusUrl,
  couponsContract,
  couponTemplateStatusUrl,
  MEMBER_COUPONS_URL,
  MEMBERS_URL,
  type MemberCouponState,
  membersContract,
  type Wire,
} from '@hh/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { CrudResource } from '../../components/crud/types.ts';
import { http } from '../../http/client.ts';

export type TemplateRow = Wire<typeof couponsContract.template>;
export type IssueRow = Wire<typeof couponsContract.issue>;
export type MemberCouponRow = Wire<typeof couponsContract.memberCoupon>;

type Window = [Dayjs, Dayjs] | null;

export interface TemplateForm {
  title: string;
  kind: CouponKind;
  amount: string | null;
  percentOff: number | null;
  maxDiscount: string | null;
  threshold: string;
  scope: CouponScope;
  /** The ids as typed, comma separated. */
  scopeIds: string;
  validity: CouponValidity;
  window: Window;
  validDays: number | null;
  description: string | null;
}

export interface TemplateQuery {
  blurry?: string;
  enabled?: 'true' | 'false';
}

const windowOf = (from: string | null, to: string | null): Window =>
  from && to ? [dayjs(from), dayjs(to)] : null;

const idsOf = (text: string) =>
  text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number);

export const templateResource: CrudResource<TemplateRow, TemplateForm, TemplateQuery> = {
  url: COUPON_TEMPLATES_URL,
  row: couponsContract.template,
  defaultQuery: {},
  emptyForm: () => ({
    title: '',
    kind: 'amount',
    amount: null,
    percentOff: null,
    maxDiscount: null,
    threshold: '0',
    scope: 'all',
    scopeIds: '',
    validity: 'days',
    window: null,
    validDays: 7,
    description: null,
  }),
  toForm: (row) => ({
    title: row.title,
    kind: row.kind,
    amount: row.amount,
    percentOff: row.percentOff,
    maxDiscount: row.maxDiscount,
    threshold: row.threshold,
    scope: row.scope,
    scopeIds: row.scopeIds.join(','),
    validity: row.validity,
    window: windowOf(row.validFrom, row.validTo),
    validDays: row.validDays,
    description: row.description,
  }),
  toBody: (form) => ({
    title: form.title.trim(),
    kind: form.kind,
    amount: form.kind === 'amount' ? form.amount : null,
    percentOff: form.kind === 'percent' ? form.percentOff : null,
    maxDiscount: form.kind === 'percent' ? form.maxDiscount : null,
    threshold: form.threshold || '0',
    scope: form.scope,
    scopeIds: form.scope === 'all' ? [] : idsOf(form.scopeIds),
    validity: form.validity,
    validFrom: form.validity === 'fixed' ? (form.window?.[0].toISOString() ?? null) : null,
    validTo: form.validity === 'fixed' ? (form.window?.[1].toISOString() ?? null) : null,
    validDays: form.validity === 'fixed' ? null : form.validDays,
    description: form.description?.trim() || null,
  }),
  formField: (field) => (field === 'validFrom' || field === 'validTo' ? 'window' : field),
};

export interface IssueForm {
  templateId: number | null;
  window: Window;
  unlimited: boolean;
  total: number | null;
  perMember: number;
  perMemberDaily: number | null;
  memberLevels: number[];
  channel: CouponChannel;
  /** After purchase: the least paid amount, as typed; empty: any paid order. */
  minPayAmount: string | null;
}

export interface IssueQuery {
  templateId?: number;
  enabled?: 'true' | 'false';
}

export const issueResource: CrudResource<IssueRow, IssueForm, IssueQuery> = {
  url: COUPON_ISSUES_URL,
  row: couponsContract.issue,
  defaultQuery: {},
  emptyForm: () => ({
    templateId: null,
    window: [dayjs().startOf('minute'), dayjs().add(30, 'day').endOf('day')],
    unlimited: false,
    total: 100,
    perMember: 1,
    perMemberDaily: null,
    memberLevels: [],
    channel: 'centre',
    minPayAmount: null,
  }),
  toForm: (row) => ({
    templateId: row.templateId,
    window: windowOf(row.claimStart, row.claimEnd),
    unlimited: row.total === null,
    total: row.total,
    perMember: row.perMember,
    perMemberDaily: row.perMemberDaily,
    memberLevels: row.memberLevels,
    channel: row.channel,
    minPayAmount: row.minPayAmount,
  }),
  toBody: (form) => ({
    templateId: form.templateId,
    claimStart: form.window?.[0].toISOString() ?? null,
    claimEnd: form.window?.[1].toISOString() ?? null,
    total: form.unlimited ? null : form.total,
    perMember: form.perMember,
    perMemberDaily: form.perMemberDaily,
    memberLevels: form.memberLevels,
    channel: form.channel,
    minPayAmount: form.channel === 'afterPurchase' ? form.minPayAmount?.trim() || null : null,
  }),
  formField: (field) => (field === 'claimStart' || field === 'claimEnd' ? 'window' : field),
};

export interface MemberCouponQuery {
  blurry?: string;
  issueId?: number;
  state?: MemberCouponState;
}

export const memberCouponResource: CrudResource<MemberCouponRow, object, MemberCouponQuery> = {
  url: MEMBER_COUPONS_URL,
  row: couponsContract.memberCoupon,
  defaultQuery: {},
};

export const setTemplateEnabled = (id: number, enabled: boolean) =>
  http.put(couponTemplateStatusUrl(id), couponsContract.template, { enabled });

export const setIssueEnabled = (id: number, enabled: boolean) =>
  http.put(couponIssueStatusUrl(id), couponsContract.issue, { enabled });

/** Whom a push reaches: the chosen members, or every active member of the levels (none: all). */
export type PushTarget = { memberIds: number[] } | { levels: number[] };

export const pushCoupons = (id: number, target: PushTarget) =>
  http.post(couponIssuePushUrl(id), couponsContract.pushed, target);

/** The enabled templates, for the issue form's choice. */
export const fetchTemplateChoices = () =>
  http.get(COUPON_TEMPLATES_URL, couponsContract.templates, {
    page: 0,
    size: 100,
    sort: 'id,desc',
    enabled: 'true',
  });

export type CouponStatistics = Wire<typeof couponsContract.statistics>;

/** The issues' statistics in the range (either end optional), a page at a time, and all issues' totals. */
export const fetchStatistics = (params: {
  page: number;
  size: number;
  startTime?: string;
  endTime?: string;
}) => http.get(COUPON_STATISTICS_URL, couponsContract.statistics, { ...params, sort: 'id,desc' });

export const searchMembers = (blurry: string) =>
  http.get(MEMBERS_URL, membersContract.list, { page: 0, size: 20, sort: 'uid,desc', blurry });
