import type { LedgerKind } from '@hh/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../session/state.ts';
import { fetchLedger, fetchMember, searchMembers } from './api.ts';

export const LEDGER_PAGE_SIZE = 10;

const useCompanyId = () => useSession((state) => state.shop?.companyId ?? 0);

function useMembersKey() {
  return ['members', useCompanyId()] as const;
}

/** One member, fresh from the server (the balance shown before a change must be current). */
export function useMember(uid: number | null | undefined) {
  const base = useMembersKey();
  return useQuery({
    queryKey: [...base, 'one', uid],
    queryFn: () => fetchMember(uid ?? 0),
    enabled: typeof uid === 'number' && uid > 0,
    staleTime: 0,
  });
}

export function useLedger(uid: number, kind: LedgerKind, page: number) {
  const base = useMembersKey();
  return useQuery({
    queryKey: [...base, 'ledger', uid, kind, page],
    queryFn: () => fetchLedger(uid, kind, page, LEDGER_PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMemberSearch(text: string, enabled: boolean) {
  const base = useMembersKey();
  return useQuery({
    queryKey: [...base, 'search', text],
    queryFn: () => searchMembers(text),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Forgets every member query of the company after a change. */
export function useForgetMembers(): () => Promise<void> {
  const client = useQueryClient();
  const companyId = useCompanyId();
  return useCallback(
    () => client.invalidateQueries({ queryKey: ['members', companyId] }),
    [client, companyId],
  );
}
