// Query keys and hooks of the team (/customer/account/list, add, /{id}): the only place this
// feature calls the API. Only the owner's screens use them (SPEC 6).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddMemberInput,
  AssignableRole,
  MemberDto,
  MemberListDto,
} from '../../../common/api/account';
import { stripEmpty } from '../../../common/strip-empty';
import { useSessionStore } from '../../app/session-store';
import { apiRequest } from '../../lib/api-client';
import { accountKeys } from '../account';

const ACCOUNT = '/customer/account';

export type Member = MemberDto;

export type { AssignableRole };

export type Invitation = AddMemberInput;

/** GET list answers a collection page (ARCHITECTURE "API conventions"); a bare array is read too. */
export type MemberPage = MemberListDto;

/** Every member fits one page: the plan with the most seats has far fewer than this. */
const TEAM_PAGE_LIMIT = 100;

export function membersOf(answer: MemberPage | Member[]): Member[] {
  return Array.isArray(answer) ? answer : answer.items;
}

export const teamKeys = {
  list: ['team', 'list'] as const,
};

export function useTeam({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: teamKeys.list,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<MemberPage | Member[]>(`${ACCOUNT}/list`, {
        query: { limit: TEAM_PAGE_LIMIT },
        signal,
      });
      const members = membersOf(answer);
      // The session keeps the members too (SPEC 3), for screens that pick a teammate.
      useSessionStore.getState().setMembers(members);
      return members;
    },
    enabled: isEnabled,
  });
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.list }),
      // Team seats are a plan metric.
      queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] }),
    ]);
}

export function useInviteMember() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiRequest<unknown>(`${ACCOUNT}/add`, {
        method: 'POST',
        body: stripEmpty(invitation),
        quiet: true,
      }),
    // A refusal for want of a seat refreshes the seat count too, so the panel says why.
    onSettled: refreshTeam,
  });
}

export function useChangeMemberRole() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: AssignableRole }) =>
      apiRequest<unknown>(`${ACCOUNT}/${encodeURIComponent(memberId)}`, {
        method: 'PUT',
        body: { role },
      }),
    onSettled: refreshTeam,
  });
}

export function useRemoveMember() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest<unknown>(`${ACCOUNT}/${encodeURIComponent(memberId)}`, { method: 'DELETE' }),
    onSuccess: refreshTeam,
  });
}
