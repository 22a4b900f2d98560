import type { Logger } from 'pino';
import { NOTIFIED_TYPES, type NotifiedType } from '../../../common/api/notifications';
import { toSupportedLocale } from '../../../common/locales';
import type { DomainEventRow, EventConsumer } from '../../events';
import type { Message } from '../../http/i18n/text';
import { composeMail, type MailBrandFor, type Mailer } from '../../integrations/mail';
import type { createNotificationsRepository } from './notifications.repository';
import { NOTIFICATION_TEXT } from './notifications.text';

const BATCH = 200;

type MailText = { subject: Message; line: Message; path: string };

/** What a notification mail says of each event. */
function textOf(event: DomainEventRow): MailText | null {
  const p = event.payload as Record<string, string | number | null>;
  // The payload's values as the event stored them (names, counts, the metric's key).
  const part = (name: string) => String(p[name] ?? '');
  switch (event.type as NotifiedType) {
    case 'report.ready':
      return {
        subject: NOTIFICATION_TEXT.reportReady({ username: part('username') }),
        line: NOTIFICATION_TEXT.openIt,
        path: `/reports/${p.reportId}`,
      };
    case 'report.failed':
      return {
        subject: NOTIFICATION_TEXT.reportFailed({ username: part('username') }),
        line: NOTIFICATION_TEXT.allowanceGivenBack,
        path: `/reports/${p.reportId}`,
      };
    case 'post.failed':
      return {
        subject: NOTIFICATION_TEXT.postFailed,
        line: NOTIFICATION_TEXT.checkThePost,
        path: `/campaigns/${p.campaignId}`,
      };
    case 'member.joined':
      return {
        subject: NOTIFICATION_TEXT.memberJoined({ name: part('fullName') }),
        line: NOTIFICATION_TEXT.seeYourTeam,
        path: '/settings/team',
      };
    case 'usage.near_limit':
      return {
        subject: NOTIFICATION_TEXT.nearLimit({
          used: part('used'),
          limit: part('limit'),
          metric: part('metric'),
        }),
        line: NOTIFICATION_TEXT.seeYourPlan,
        path: '/settings/plan',
      };
    case 'usage.limit_reached':
      return {
        subject: NOTIFICATION_TEXT.limitReached({ metric: part('metric') }),
        line: NOTIFICATION_TEXT.seeYourPlan,
        path: '/settings/plan',
      };
    default:
      return null;
  }
}

/**
 * The notification mails' consumer of the event outbox (run by the event loop): members who chose
 * "email" or "both" for a type get a mail of each such event, in the language they chose it in.
 * The cursor moves before the mails go out, so a process that dies in between sends those mails
 * not at all rather than twice; the bell still has them.
 */
export function createNotificationMails(deps: {
  repository: ReturnType<typeof createNotificationsRepository>;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  logger: Logger;
}): EventConsumer {
  const notified = new Set<string>(NOTIFIED_TYPES);

  async function mailEvent(event: DomainEventRow) {
    const text = textOf(event);
    if (!text) return;
    const recipients = await deps.repository.mailRecipients(
      event.orgId,
      event.type,
      event.createdAt,
    );
    if (recipients.length === 0) return;
    const brand = await deps.mailBrand(event.orgId);
    for (const recipient of recipients) {
      await deps.mailer
        .send({
          to: recipient.email,
          brand,
          ...composeMail(
            brand,
            {
              subject: text.subject,
              greeting: recipient.fullName,
              lines: [text.line],
              link: `${brand.appUrl}${text.path}`,
              closing: NOTIFICATION_TEXT.whyThisMail,
            },
            toSupportedLocale(recipient.locale),
          ),
          meta: { kind: 'notification', eventId: event.id, userId: recipient.userId },
        })
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, eventId: event.id }, 'notification mail not sent'),
        );
    }
  }

  return {
    name: 'notification-mails',
    async tick() {
      for (let taken = BATCH; taken === BATCH; ) {
        const events = await deps.repository.takeEventsForMail(BATCH);
        taken = events.length;
        for (const event of events) if (notified.has(event.type)) await mailEvent(event);
      }
    },
  };
}
