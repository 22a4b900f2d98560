// Outreach (/customer/outreach/...): the only place this feature calls the API: mailboxes,
// sequences, entries with their board and thread, and the public unsubscribe page.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEntriesInput,
  CreateEntriesResult,
  CreateMailboxInput,
  EntryStageInput,
  EntryThread,
  Kanban,
  Mailbox,
  MailboxList,
  OutreachEntry,
  PreviewInput,
  ResolveUnconfirmedInput,
  Sequence,
  SequenceInput,
  SequenceList,
  SequencePreview,
  UnsubscribeState,
  WhitelabelMailboxInput,
  WhitelabelSenderAnswer,
} from '../../../common/api/outreach';
import { apiRequest } from '../../lib/api-client';

// The types and option lists are the API contract's (src/common/api/outreach.ts), named here
// for the components.
export {
  ALLOWANCE_REASON,
  BUILT_IN_MERGE_FIELDS,
  type CreateEntriesResult,
  type CreateMailboxInput,
  type EntryStatus,
  type EntryThread,
  type KanbanColumn,
  MAIL_SECURITY_VALUES,
  type Mailbox,
  type MailSecurity,
  type OutreachEntry,
  PAUSE_REASON_VALUES,
  type PreviewFallback,
  SEQUENCE_MAX_STEPS,
  SEQUENCE_NAME_MAX,
  type Sequence,
  type SequenceStep,
  STEP_SUBJECT_MAX,
  type ThreadMessage,
} from '../../../common/api/outreach';

const OUTREACH = '/customer/outreach';

export const outreachKeys = {
  all: ['outreach'] as const,
  mailboxes: ['outreach', 'mailboxes'] as const,
};

export function useMailboxes() {
  return useQuery({
    queryKey: outreachKeys.mailboxes,
    queryFn: ({ signal }) => apiRequest<MailboxList>(`${OUTREACH}/mailboxes`, { signal }),
  });
}

/** Quiet: the form shows which server refused the login, and why. */
export function useConnectMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMailboxInput) =>
      apiRequest<Mailbox>(`${OUTREACH}/mailboxes`, { method: 'POST', body: input, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outreachKeys.mailboxes }),
  });
}

/** The agency's white-label sender, which a mailbox can send through; null without one. */
export function useWhitelabelSender() {
  return useQuery({
    queryKey: [...outreachKeys.mailboxes, 'whitelabel-sender'] as const,
    queryFn: ({ signal }) =>
      apiRequest<WhitelabelSenderAnswer>(`${OUTREACH}/mailboxes/whitelabel-sender`, {
        signal,
        quiet: true,
      }),
  });
}

export function useConnectWhitelabelMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhitelabelMailboxInput) =>
      apiRequest<Mailbox>(`${OUTREACH}/mailboxes/whitelabel-sender`, {
        method: 'POST',
        body: input,
        quiet: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outreachKeys.mailboxes }),
  });
}

export function useRemoveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`${OUTREACH}/mailboxes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outreachKeys.mailboxes }),
  });
}

export const sequenceKeys = {
  list: ['outreach', 'sequences'] as const,
};

export function useSequences() {
  return useQuery({
    queryKey: sequenceKeys.list,
    queryFn: ({ signal }) =>
      apiRequest<SequenceList>(`${OUTREACH}/template-configurations`, { signal }),
  });
}

/** Creates, or replaces the sequence `id`. Quiet: the editor shows the field the server named. */
export function useSaveSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SequenceInput }) =>
      id
        ? apiRequest<Sequence>(`${OUTREACH}/template-configurations/${id}`, {
            method: 'PUT',
            body: input,
            quiet: true,
          })
        : apiRequest<Sequence>(`${OUTREACH}/add-configuration`, {
            method: 'POST',
            body: input,
            quiet: true,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sequenceKeys.list }),
  });
}

export function useDeleteSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`${OUTREACH}/template-configurations/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sequenceKeys.list }),
  });
}

export function usePreviewSequence() {
  return useMutation({
    mutationFn: (input: PreviewInput) =>
      apiRequest<SequencePreview>(`${OUTREACH}/template-configurations/preview`, {
        method: 'POST',
        body: input,
        quiet: true,
      }),
  });
}

const BOARD_POLL_MS = 10_000;

export const entryKeys = {
  board: ['outreach', 'board'] as const,
};

export function useKanban() {
  return useQuery({
    queryKey: entryKeys.board,
    queryFn: ({ signal }) => apiRequest<Kanban>(`${OUTREACH}/kanban-data`, { signal }),
    // Entries move on their own as mail goes out and replies come in.
    refetchInterval: BOARD_POLL_MS,
  });
}

function useEntryAction<Input>(path: string, body: (input: Input) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest<OutreachEntry>(`${OUTREACH}/${path}`, { method: 'POST', body: body(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryKeys.board }),
  });
}

export const useMarkReplied = () =>
  useEntryAction('update-to-replied', (outreachId: string) => ({ outreachId }));
export const useRestartEntry = () =>
  useEntryAction('reinitiate-outreach', (outreachId: string) => ({ outreachId }));
/** A step a crash left in doubt: send it (`send`) or record it as sent (`markSent`). */
export const useResolveUnconfirmed = () =>
  useEntryAction('resolve-unconfirmed', (input: ResolveUnconfirmedInput) => input);
export const useSetStage = () => useEntryAction('entry-stage', (input: EntryStageInput) => input);

export function useCreateEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEntriesInput) =>
      apiRequest<CreateEntriesResult>(`${OUTREACH}/create-entries`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryKeys.board }),
  });
}

export function useThread(outreachId: string | null) {
  return useQuery({
    queryKey: ['outreach', 'thread', outreachId] as const,
    enabled: outreachId !== null,
    refetchInterval: BOARD_POLL_MS,
    queryFn: ({ signal }) =>
      apiRequest<EntryThread>(`${OUTREACH}/full-outreach-data`, {
        query: { outreachId: outreachId ?? '' },
        signal,
      }),
  });
}

const UNSUBSCRIBE = '/public/outreach/unsubscribe';

export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: ['outreach', 'unsubscribe', token] as const,
    queryFn: ({ signal }) =>
      apiRequest<UnsubscribeState>(UNSUBSCRIBE, { query: { token }, signal, quiet: true }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<UnsubscribeState>(UNSUBSCRIBE, { method: 'POST', query: { token }, quiet: true }),
    onSuccess: (state) => queryClient.setQueryData(['outreach', 'unsubscribe', token], state),
  });
}
