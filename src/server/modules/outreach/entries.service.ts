import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isGenuineEmail } from '../../../common/email-quality';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Dns } from '../../integrations/dns';
import { validateEmail } from '../account';
import { campaigns } from '../campaigns/campaigns.tables';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import type { CreateEntriesBody } from './entries.schemas';
import {
  ENTRY_STATUSES,
  type EntryRow,
  outreachEntries,
  outreachMessages,
  outreachSequences,
  outreachSuppressions,
} from './outreach.tables';
import { recordStepSent } from './step-records';

const DAY_MS = 86_400_000;

type Skip = {
  profileId: string | null;
  email: string | null;
  reason: 'not_found' | 'no_address' | 'invalid_address' | 'suppressed' | 'duplicate';
};

function toDto(row: EntryRow & { username?: string | null }) {
  return {
    outreachId: row.id,
    email: row.email,
    sequenceId: row.sequenceId,
    profileId: row.profileId,
    username: row.username ?? null,
    status: row.status,
    stage: row.stage,
    nextStep: row.nextStep,
    nextSendAt: row.nextSendAt?.toISOString() ?? null,
    reason: row.reason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The address a tracked profile gives: an email contact (collected or typed), else its field. */
function addressOf(profile: {
  contacts: { kind: string; value: string }[];
  systemFields: { email?: string | null };
}): string | null {
  const contact = profile.contacts.find((candidate) => candidate.kind === 'email');
  return contact?.value ?? profile.systemFields.email ?? null;
}

/**
 * Outreach entries (SPEC 7 Outreach): creators put into a sequence, and the kanban that shows
 * where each stands. An entry is scheduled for its first step when created; sending moves it on.
 */
export function createEntriesService(deps: { db: Database; dns: Dns }) {
  const { db } = deps;

  async function sequenceOf(caller: Caller, id: string) {
    const [sequence] = await db
      .select()
      .from(outreachSequences)
      .where(and(eq(outreachSequences.orgId, caller.orgId), eq(outreachSequences.id, id)));
    if (!sequence) throw badRequest('Choose one of your sequences', 'sequenceId');
    return sequence;
  }

  async function findEntry(caller: Caller, id: string): Promise<EntryRow> {
    const [row] = await db
      .select()
      .from(outreachEntries)
      .where(and(eq(outreachEntries.orgId, caller.orgId), eq(outreachEntries.id, id)));
    if (!row) throw notFound('Outreach entry', id);
    return row;
  }

  async function isGenuine(email: string) {
    return isGenuineEmail(await validateEmail(email, deps.dns));
  }

  return {
    /**
     * Puts creators into a sequence. Each address is the typed one, else the profile's; creators
     * without one, duplicates, suppressed and not genuine addresses are skipped with the reason.
     */
    async createEntries(caller: Caller, body: CreateEntriesBody) {
      const sequence = await sequenceOf(caller, body.sequenceId);
      if (body.campaignId) {
        const [campaign] = await db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.orgId, caller.orgId), eq(campaigns.id, body.campaignId)));
        if (!campaign) throw badRequest('Choose one of your campaigns', 'campaignId');
      }
      const profileIds = body.creators.flatMap((creator) =>
        creator.profileId ? [creator.profileId] : [],
      );
      const profiles = profileIds.length
        ? await db
            .select({
              id: trackedProfiles.id,
              contacts: trackedProfiles.contacts,
              systemFields: trackedProfiles.systemFields,
            })
            .from(trackedProfiles)
            .where(
              and(eq(trackedProfiles.orgId, caller.orgId), inArray(trackedProfiles.id, profileIds)),
            )
        : [];
      const profileById = new Map(profiles.map((profile) => [profile.id, profile]));
      const suppressed = new Set(
        (
          await db
            .select({ email: outreachSuppressions.email })
            .from(outreachSuppressions)
            .where(eq(outreachSuppressions.orgId, caller.orgId))
        ).map((row) => row.email),
      );

      const skipped: Skip[] = [];
      const chosen = new Map<string, string | null>();
      for (const creator of body.creators) {
        const profileId = creator.profileId ?? null;
        const profile = profileId ? profileById.get(profileId) : null;
        if (profileId && !profile) {
          skipped.push({ profileId, email: creator.email ?? null, reason: 'not_found' });
          continue;
        }
        const email =
          (creator.email ?? (profile ? addressOf(profile) : null))?.trim().toLowerCase() ?? null;
        const reason: Skip['reason'] | null = !email
          ? 'no_address'
          : chosen.has(email)
            ? 'duplicate'
            : suppressed.has(email)
              ? 'suppressed'
              : !(await isGenuine(email))
                ? 'invalid_address'
                : null;
        if (reason || !email) {
          skipped.push({ profileId, email, reason: reason ?? 'no_address' });
          continue;
        }
        chosen.set(email, profileId);
      }

      const firstSendAt = new Date(Date.now() + (sequence.steps[0]?.delayDays ?? 0) * DAY_MS);
      const inserted = chosen.size
        ? await db
            .insert(outreachEntries)
            .values(
              [...chosen].map(([email, profileId]) => ({
                orgId: caller.orgId,
                sequenceId: sequence.id,
                campaignId: body.campaignId ?? null,
                profileId,
                email,
                nextStep: 0,
                nextSendAt: firstSendAt,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: outreachEntries.id, email: outreachEntries.email })
        : [];
      // Already in this sequence from an earlier call.
      const insertedEmails = new Set(inserted.map((row) => row.email));
      for (const [email, profileId] of chosen) {
        if (!insertedEmails.has(email)) skipped.push({ profileId, email, reason: 'duplicate' });
      }
      return {
        created: inserted.map((row) => ({ outreachId: row.id, email: row.email })),
        skipped,
      };
    },

    /** Columns of the kanban: each status, then each stage the user added, newest first. */
    async kanban(caller: Caller, query: { sequenceId?: string; perColumn: number }) {
      const scope = and(
        eq(outreachEntries.orgId, caller.orgId),
        query.sequenceId ? eq(outreachEntries.sequenceId, query.sequenceId) : undefined,
      );
      const columnOf = sql<string>`coalesce('stage:' || ${outreachEntries.stage}, ${outreachEntries.status})`;
      const totals = await db
        .select({ key: columnOf, total: count() })
        .from(outreachEntries)
        .where(scope)
        .groupBy(columnOf);
      const stageKeys = totals
        .map((row) => row.key)
        .filter((key) => key.startsWith('stage:'))
        .sort();
      const keys = [...ENTRY_STATUSES, ...stageKeys];
      const columns = await Promise.all(
        keys.map(async (key) => {
          const inColumn = key.startsWith('stage:')
            ? eq(outreachEntries.stage, key.slice('stage:'.length))
            : and(
                isNull(outreachEntries.stage),
                eq(outreachEntries.status, key as EntryRow['status']),
              );
          const rows = await db
            .select({ entry: outreachEntries, username: socialAccounts.username })
            .from(outreachEntries)
            .leftJoin(trackedProfiles, eq(trackedProfiles.id, outreachEntries.profileId))
            .leftJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
            .where(and(scope, inColumn))
            .orderBy(desc(outreachEntries.updatedAt), desc(outreachEntries.id))
            .limit(query.perColumn);
          return {
            key,
            total: totals.find((row) => row.key === key)?.total ?? 0,
            entries: rows.map((row) => toDto({ ...row.entry, username: row.username })),
          };
        }),
      );
      return { columns };
    },

    /** One entry as its thread: every message sent and every reply or bounce, oldest first. */
    async fullOutreachData(caller: Caller, outreachId: string) {
      const entry = await findEntry(caller, outreachId);
      const [sequence] = await db
        .select({ name: outreachSequences.name, steps: outreachSequences.steps })
        .from(outreachSequences)
        .where(
          and(
            eq(outreachSequences.orgId, caller.orgId),
            eq(outreachSequences.id, entry.sequenceId),
          ),
        );
      const messages = await db
        .select()
        .from(outreachMessages)
        .where(
          and(eq(outreachMessages.orgId, caller.orgId), eq(outreachMessages.entryId, entry.id)),
        )
        // In the order they were recorded: a reply's own Date header may claim any time.
        .orderBy(asc(outreachMessages.createdAt), asc(outreachMessages.id));
      return {
        entry: toDto(entry),
        sequence: { name: sequence?.name ?? '', steps: sequence?.steps ?? [] },
        messages: messages.map((message) => ({
          id: message.id,
          direction: message.direction,
          status: message.status,
          step: message.step,
          messageId: message.messageId,
          from: message.fromAddress,
          subject: message.subject,
          body: message.body,
          error: message.error,
          at: (message.sentAt ?? message.createdAt).toISOString(),
        })),
      };
    },

    /** A reply noticed by hand: the entry is Replied and its follow-ups are not sent. */
    async markReplied(caller: Caller, outreachId: string) {
      await findEntry(caller, outreachId);
      const [row] = await db
        .update(outreachEntries)
        .set({
          status: 'replied',
          nextStep: null,
          nextSendAt: null,
          repliedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(outreachEntries.orgId, caller.orgId), eq(outreachEntries.id, outreachId)))
        .returning();
      return toDto(row);
    },

    /** Starts the sequence again from its first step; a suppressed address cannot be restarted. */
    async reinitiate(caller: Caller, outreachId: string) {
      const entry = await findEntry(caller, outreachId);
      const [suppressed] = await db
        .select({ email: outreachSuppressions.email })
        .from(outreachSuppressions)
        .where(
          and(
            eq(outreachSuppressions.orgId, caller.orgId),
            eq(outreachSuppressions.email, entry.email),
          ),
        );
      if (suppressed) {
        throw badRequest(
          'This address unsubscribed or bounced: it is not mailed again',
          'outreachId',
        );
      }
      const sequence = await sequenceOf(caller, entry.sequenceId);
      const [row] = await db
        .update(outreachEntries)
        .set({
          status: 'scheduled',
          stage: null,
          reason: null,
          repliedAt: null,
          round: sql`${outreachEntries.round} + 1`,
          attempts: 0,
          nextStep: 0,
          nextSendAt: new Date(Date.now() + (sequence.steps[0]?.delayDays ?? 0) * DAY_MS),
          updatedAt: new Date(),
        })
        .where(and(eq(outreachEntries.orgId, caller.orgId), eq(outreachEntries.id, outreachId)))
        .returning();
      return toDto(row);
    },

    /**
     * A person's decision on a step a crash left unconfirmed: `markSent` records it as sent (at
     * the time its sending began) and the entry moves on; `send` queues the same message (same
     * Message-ID) to go out now.
     */
    async resolveUnconfirmed(caller: Caller, outreachId: string, decision: 'send' | 'markSent') {
      const entry = await findEntry(caller, outreachId);
      const [message] =
        entry.status === 'unconfirmed' && entry.nextStep !== null
          ? await db
              .select()
              .from(outreachMessages)
              .where(
                and(
                  eq(outreachMessages.orgId, caller.orgId),
                  eq(outreachMessages.entryId, entry.id),
                  eq(outreachMessages.round, entry.round),
                  eq(outreachMessages.step, entry.nextStep),
                  eq(outreachMessages.status, 'unconfirmed'),
                ),
              )
          : [];
      if (!message) {
        throw conflict('This entry has no step that may have been sent', 'outreachId');
      }
      if (decision === 'markSent') {
        const sequence = await sequenceOf(caller, entry.sequenceId);
        await recordStepSent(db, {
          entry,
          steps: sequence.steps,
          message,
          at: message.attemptedAt ?? new Date(),
        });
      } else {
        await db.transaction(async (tx) => {
          await tx
            .update(outreachMessages)
            .set({ status: 'queued', error: null })
            .where(eq(outreachMessages.id, message.id));
          await tx
            .update(outreachEntries)
            .set({
              status: entry.nextStep === 0 ? 'scheduled' : 'sent',
              reason: null,
              attempts: 0,
              nextSendAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(outreachEntries.id, entry.id));
        });
      }
      return toDto(await findEntry(caller, outreachId));
    },

    /** Moves an entry to a stage the user names (Interested, Declined), or back (null). */
    async setStage(caller: Caller, outreachId: string, stage: string | null) {
      await findEntry(caller, outreachId);
      const [row] = await db
        .update(outreachEntries)
        .set({ stage, updatedAt: new Date() })
        .where(and(eq(outreachEntries.orgId, caller.orgId), eq(outreachEntries.id, outreachId)))
        .returning();
      return toDto(row);
    },
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
