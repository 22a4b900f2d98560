// The contact form's one call (SPEC create-ticket).

import { useMutation } from '@tanstack/react-query';
import type { TicketDto, TicketFormFields } from '../../../common/api/support';
import { apiUpload } from '../../lib/api-client';

/** The contact form as typed: every text field (the page always known here) and a file or none. */
export type TicketDraft = Required<TicketFormFields> & { file: File | null };

export function useCreateTicket() {
  return useMutation({
    mutationFn: (draft: TicketDraft) => {
      const form = new FormData();
      form.set('subject', draft.subject);
      form.set('message', draft.message);
      form.set('page', draft.page);
      if (draft.file) form.set('file', draft.file);
      // Quiet: the form shows what went wrong next to what the user typed.
      return apiUpload<TicketDto>('/customer/support/create-ticket', form, { quiet: true });
    },
  });
}
