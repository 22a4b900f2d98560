// What the contact form checks before sending; the server checks the same and has the last word.

import { MAX_TICKET_ATTACHMENT_BYTES, MESSAGE_MAX, SUBJECT_MAX } from '../../../common/api/support';

export { MESSAGE_MAX, SUBJECT_MAX };
export const MAX_ATTACHMENT_BYTES = MAX_TICKET_ATTACHMENT_BYTES;
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf,text/plain,.txt';

export type TicketField = 'subject' | 'message' | 'file';
export type TicketProblem = 'required' | 'tooLong' | 'fileTooLarge';

export function ticketProblems(draft: {
  subject: string;
  message: string;
  file: { size: number } | null;
}): Partial<Record<TicketField, TicketProblem>> {
  const problems: Partial<Record<TicketField, TicketProblem>> = {};
  const subject = draft.subject.trim();
  const message = draft.message.trim();
  if (!subject) problems.subject = 'required';
  else if (subject.length > SUBJECT_MAX) problems.subject = 'tooLong';
  if (!message) problems.message = 'required';
  else if (message.length > MESSAGE_MAX) problems.message = 'tooLong';
  if (draft.file && draft.file.size > MAX_ATTACHMENT_BYTES) problems.file = 'fileTooLarge';
  return problems;
}
