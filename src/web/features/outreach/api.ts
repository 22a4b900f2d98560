// Outreach (/customer/outreach/...): the only place this feature calls the API. So far the
// mailboxes of Settings → Mailboxes.

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
  createdAt: string;
};

export type MailboxInput = Omit<Mailbox, 'id' | 'createdAt' | 'smtp' | 'imap'> & {
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

export function useRemoveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`${OUTREACH}/mailboxes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outreachKeys.mailboxes }),
  });
}
