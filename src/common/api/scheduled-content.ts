import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { CONTENT_TYPES, rangeEnd, rangeStart } from './content';
import { isoInstant, isoInstantText } from './fields';

// The API contract of the content calendar (/customer/scheduledContent): validated by the server,
// documented in OpenAPI, typed on the web from the same schemas.

export const SCHEDULED_STATUSES = ['planned', 'submitted', 'approved', 'published'] as const;
export type ScheduledStatus = (typeof SCHEDULED_STATUSES)[number];
/** The calendar shows a month with its neighbouring weeks; longer ranges are refused. */
export const SCHEDULE_MAX_RANGE_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;

const id = z.uuid();
const title = z.string().trim().min(1).max(200);
const brief = z.string().trim().max(5_000);
const link = z.url({ protocol: /^https?$/ }).max(2_048);
/** An ISO date-time, or a date: as `from` its start, as `to` its whole day (UTC). */
const instant = isoInstantText;

export const scheduledRangeQuery = z
  .strictObject({
    from: instant.describe('Start of the range (ISO date-time, or a date), inclusive'),
    to: instant.describe(
      `End of the range (ISO date-time), inclusive; at most ${SCHEDULE_MAX_RANGE_DAYS} days after from`,
    ),
    profileId: id.optional(),
    campaignId: id.optional(),
  })
  .superRefine((query, context) => {
    const span = rangeEnd(query.to).getTime() - rangeStart(query.from).getTime();
    if (span < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.toBeforeFrom' });
    } else if (span > SCHEDULE_MAX_RANGE_DAYS * DAY_MS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'validation.rangeTooLong',
        params: { days: SCHEDULE_MAX_RANGE_DAYS },
      });
    }
  });
export type ScheduledRangeQuery = z.output<typeof scheduledRangeQuery>;

export const createScheduledBody = z.strictObject({
  title,
  platform: z.enum(PLATFORMS),
  type: z.enum(CONTENT_TYPES),
  scheduledAt: isoInstant,
  profileId: id.optional().describe('A tracked profile of the organization'),
  campaignId: id.optional(),
  brief: brief.optional(),
  link: link.optional(),
});
export type CreateScheduled = z.output<typeof createScheduledBody>;
export type CreateScheduledInput = z.input<typeof createScheduledBody>;

export const scheduledParams = z.strictObject({ id });

export const updateScheduledBody = z.discriminatedUnion('action', [
  z
    .strictObject({
      action: z.literal('update'),
      title: title.optional(),
      platform: z.enum(PLATFORMS).optional(),
      type: z.enum(CONTENT_TYPES).optional(),
      scheduledAt: isoInstant.optional(),
      profileId: id.optional(),
      campaignId: id.optional(),
      brief: brief.optional(),
      link: link.optional(),
    })
    .describe('Changes any of the fields given'),
  z
    .strictObject({ action: z.literal('reschedule'), scheduledAt: isoInstant })
    .describe('Moves the item to another time (drag and drop on the calendar)'),
  z
    .strictObject({
      action: z.literal('updateStatus'),
      status: z.enum(SCHEDULED_STATUSES),
      link: link.optional(),
    })
    .describe('published needs a link: the one sent, or one the item already has'),
]);
export type UpdateScheduled = z.output<typeof updateScheduledBody>;
export type UpdateScheduledInput = z.input<typeof updateScheduledBody>;

export const scheduledItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  platform: z.enum(PLATFORMS),
  type: z.enum(CONTENT_TYPES),
  scheduledAt: z.string(),
  status: z.enum(SCHEDULED_STATUSES),
  brief: z.string().nullable(),
  link: z.string().nullable(),
  profileId: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  campaignId: z.string().nullable(),
});
export type ScheduledItemDto = z.infer<typeof scheduledItemSchema>;

export const scheduledItemsSchema = z.object({ items: z.array(scheduledItemSchema) });
export type ScheduledItemsDto = z.infer<typeof scheduledItemsSchema>;
