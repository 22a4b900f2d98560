// The contact form's one call (SPEC create-ticket).

import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../lib/api-client';

export type Ticket = { _id: string; subject: string; mailedToSupport: boolean; replyTo: string };

export type TicketDraft = { subject: string; message: string; page: string; file: File | null };

export function useCreateTicket() {
  return useMutation({
    mutationFn: (draft: TicketDraft) => {
      const form = new FormData();
      form.set('subject', draft.subject);
      form.set('message', draft.message);
      form.set('page', draft.page);
      if (draft.file) form.set('file', draft.file);
      // Quiet: the form shows what went wrong next to what the user typed.
      return apiUpload<Ticket>('/customer/support/create-ticket', form, { quiet: true });
    },
  });
}
