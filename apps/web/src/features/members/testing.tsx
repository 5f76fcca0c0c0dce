import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Member } from './api.ts';

export function member(patch: Partial<Member> = {}): Member {
  return {
    uid: 10,
    nickname: '王芳',
    realName: null,
    phone: '13800001010',
    avatar: null,
    sex: 1,
    level: 0,
    nowMoney: '12.30',
    brokeragePrice: '0.00',
    integral: 0,
    spreadUid: null,
    spreadTime: null,
    status: 1,
    userType: 'h5',
    remark: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

export function withQuery(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
