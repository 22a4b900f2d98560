import { z } from 'zod';

// The API contract of the contact form (/customer/support/create-ticket): the server validates
// and documents it with these schemas, the web checks the same limits and derives its types.

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;
export const PAGE_MAX = 2000;
/** A screenshot or a PDF, not a video: the form says so. */
export const MAX_TICKET_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = 'a PNG, JPEG or WebP screenshot, a PDF or a text file';

/** The text fields of the multipart form; the optional file comes as `file`. */
export const ticketFormFields = z.object({
  subject: z.string().max(SUBJECT_MAX),
  message: z.string().max(MESSAGE_MAX),
  page: z.string().max(PAGE_MAX).optional().describe('The app page the form was sent from'),
});
export type TicketFormFields = z.input<typeof ticketFormFields>;

export const ticketSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  mailedToSupport: z
    .boolean()
    .describe('Mailed to the support address; false: stored for the operator only'),
  replyTo: z.string().describe('Where the answer will go'),
});
export type TicketDto = z.infer<typeof ticketSchema>;
