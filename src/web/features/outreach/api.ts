// Outreach (/customer/outreach/...): the only place this feature calls the API: mailboxes,
// sequences, entries with their board and thread, and the public unsubscribe page.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const OUTREACH = '/customer/outreach';

export type MailSecurity = 'tls' | 'starttls' | 'none';

export type MailServerSettings = {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
};

export type Mailbox = {
  id: string;
  fromName: string;
  fromEmail: string;
  smtp: MailServerSettings;
  imap: MailServerSettings;
  dailyCap: number;
  window: { start: string; end: string };
  timeZone: string;
  status: { pausedUntil: string | null; pauseReason: string | null; inboxError: string | null };
  createdAt: string;
};

export type MailboxInput = Omit<Mailbox, 'id' | 'createdAt' | 'status' | 'smtp' | 'imap'> & {
  smtp: MailServerSettings & { password: string };
  imap: MailServerSettings & { password: string };
};

export const outreachKeys = {
  all: ['outreach'] as const,
  mailboxes: ['outreach', 'mailboxes'] as const,
};

export function useMailboxes() {
  return useQuery({
    queryKey: outreachKeys.mailboxes,
    queryFn: ({ signal }) => apiRequest<{ items: Mailbox[] }>(`${OUTREACH}/mailboxes`, { signal }),
  });
}

/** Quiet: the form shows which server refused the login, and why. */
export function useConnectMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailboxInput) =>
      apiRequest<Mailbox>(`${OUTREACH}/mailboxes`, { method: 'POST', body: input, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outreachKeys.mailboxes }),
  });
}

export type WhitelabelSender = {
  fromName: string;
  fromEmail: string;
  smtp: MailServerSettings;
};

/** The agency's white-label sender, which a mailbox can send through; null without one. */
export function useWhitelabelSender() {
  return useQuery({
    queryKey: [...outreachKeys.mailboxes, 'whitelabel-sender'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ sender: WhitelabelSender | null }>(`${OUTREACH}/mailboxes/whitelabel-sender`, {
        signal,
        quiet: true,
      }),
  });
}

export function useConnectWhitelabelMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<MailboxInput, 'fromName' | 'fromEmail' | 'smtp'>) =>
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

export type SequenceStep = { subject: string; body: string; delayDays: number };

export type Sequence = {
  id: string;
  name: string;
  mailboxId: string | null;
  steps: SequenceStep[];
  createdAt: string;
  updatedAt: string;
};

export type SequenceInput = { name: string; mailboxId: string; steps: SequenceStep[] };

export const sequenceKeys = {
  list: ['outreach', 'sequences'] as const,
};

export function useSequences() {
  return useQuery({
    queryKey: sequenceKeys.list,
    queryFn: ({ signal }) =>
      apiRequest<{ items: Sequence[] }>(`${OUTREACH}/template-configurations`, { signal }),
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
    mutationFn: (input: {
      profileId: string;
      mailboxId?: string;
      steps: { subject: string; body: string }[];
    }) =>
      apiRequest<{ steps: { subject: string; body: string }[] }>(
        `${OUTREACH}/template-configurations/preview`,
        { method: 'POST', body: input, quiet: true },
      ),
  });
}

export type EntryStatus =
  | 'scheduled'
  | 'sent'
  | 'replied'
  | 'bounced'
  | 'unsubscribed'
  | 'failed'
  | 'unconfirmed';

export type OutreachEntry = {
  outreachId: string;
  email: string;
  sequenceId: string;
  profileId: string | null;
  username: string | null;
  status: EntryStatus;
  stage: string | null;
  nextStep: number | null;
  nextSendAt: string | null;
  reason: string | null;
  updatedAt: string;
};

export type KanbanColumn = { key: string; total: number; entries: OutreachEntry[] };

export type SkipReason =
  | 'not_found'
  | 'no_address'
  | 'invalid_address'
  | 'suppressed'
  | 'duplicate';

export type CreateEntriesResult = {
  created: { outreachId: string; email: string }[];
  skipped: { profileId: string | null; email: string | null; reason: SkipReason }[];
};

const BOARD_POLL_MS = 10_000;

export const entryKeys = {
  board: ['outreach', 'board'] as const,
};

export function useKanban() {
  return useQuery({
    queryKey: entryKeys.board,
    queryFn: ({ signal }) =>
      apiRequest<{ columns: KanbanColumn[] }>(`${OUTREACH}/kanban-data`, { signal }),
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
  useEntryAction(
    'resolve-unconfirmed',
    (input: { outreachId: string; decision: 'send' | 'markSent' }) => input,
  );
export const useSetStage = () =>
  useEntryAction('entry-stage', (input: { outreachId: string; stage: string | null }) => input);

export function useCreateEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      sequenceId: string;
      campaignId?: string;
      creators: { profileId: string }[];
    }) =>
      apiRequest<CreateEntriesResult>(`${OUTREACH}/create-entries`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryKeys.board }),
  });
}

export type ThreadMessage = {
  id: string;
  direction: 'out' | 'in';
  status: 'queued' | 'sending' | 'sent' | 'unconfirmed' | 'failed' | 'reply' | 'bounce';
  step: number | null;
  messageId: string;
  from: string;
  subject: string;
  body: string;
  error: string | null;
  at: string;
};

export type EntryThread = {
  entry: OutreachEntry;
  sequence: { name: string; steps: { subject: string; body: string; delayDays: number }[] };
  messages: ThreadMessage[];
};

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

export type UnsubscribeState = { email: string; sender: string; unsubscribed: boolean };

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
