import {
  type CreateEntriesBody,
  type CreateEntriesResult,
  ENTRY_STATUS_VALUES,
  type EntryStatus,
  type EntryThread,
  type Kanban,
  type KanbanQuery,
  type OutreachEntry,
  type SkippedCreator,
  type UnconfirmedDecision,
} from '../../../common/api/outreach';
import { isGenuineEmail } from '../../../common/email-quality';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { Dns } from '../../integrations/dns';
import { validateEmail } from '../account';
import { createEntriesRepository, type KanbanColumnFilter } from './entries.repository';
import { toEntryDto, toThreadMessageDto } from './outreach.dto';
import type { EntryRow } from './outreach.tables';
import { OUTREACH_TEXT } from './outreach.text';
import { createSequencesRepository } from './sequences.repository';
import { recordStepSent } from './step-records';
import { createStepsRepository } from './steps.repository';

const DAY_MS = 86_400_000;
/** A kanban column's key for a stage the user added: `stage:<name>`. */
const STAGE_PREFIX = 'stage:';

/** The address a tracked profile gives: an email contact (collected or typed), else its field. */
function addressOf(profile: {
  contacts: { kind: string; value: string }[];
  systemFields: { email?: string | null };
}): string | null {
  const contact = profile.contacts.find((candidate) => candidate.kind === 'email');
  return contact?.value ?? profile.systemFields.email ?? null;
}

/** The kanban column a key names: `stage:<name>`, else a status. */
function columnFilter(key: string): KanbanColumnFilter {
  return key.startsWith(STAGE_PREFIX)
    ? { stage: key.slice(STAGE_PREFIX.length) }
    : { status: key as EntryStatus };
}

/**
 * Outreach entries (SPEC 7 Outreach): creators put into a sequence, and the kanban that shows
 * where each stands. An entry is scheduled for its first step when created; sending moves it on.
 */
export function createEntriesService(deps: { db: Database; dns: Dns }) {
  const repository = createEntriesRepository(deps.db);
  const sequences = createSequencesRepository(deps.db);
  const steps = createStepsRepository(deps.db);

  async function sequenceOf(caller: Caller, id: string) {
    const sequence = await sequences.findSequence(caller.orgId, id);
    if (!sequence) throw badRequest(OUTREACH_TEXT.chooseSequence, 'sequenceId');
    return sequence;
  }

  async function findEntry(caller: Caller, id: string): Promise<EntryRow> {
    const row = await repository.findEntry(caller.orgId, id);
    if (!row) throw notFound(THING.outreachEntry, id);
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
    async createEntries(caller: Caller, body: CreateEntriesBody): Promise<CreateEntriesResult> {
      const sequence = await sequenceOf(caller, body.sequenceId);
      if (body.campaignId && !(await repository.isOrgCampaign(caller.orgId, body.campaignId))) {
        throw badRequest(OUTREACH_TEXT.chooseCampaign, 'campaignId');
      }
      const profileIds = body.creators.flatMap((creator) =>
        creator.profileId ? [creator.profileId] : [],
      );
      const profiles = await repository.profileAddresses(caller.orgId, profileIds);
      const profileById = new Map(profiles.map((profile) => [profile.id, profile]));
      const suppressed = await repository.suppressedEmails(caller.orgId);

      const skipped: SkippedCreator[] = [];
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
        const reason: SkippedCreator['reason'] | null = !email
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
      const inserted = await repository.insertEntries(
        [...chosen].map(([email, profileId]) => ({
          orgId: caller.orgId,
          sequenceId: sequence.id,
          campaignId: body.campaignId ?? null,
          profileId,
          email,
          nextStep: 0,
          nextSendAt: firstSendAt,
        })),
      );
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
    async kanban(caller: Caller, query: KanbanQuery): Promise<Kanban> {
      const totals = await repository.kanbanTotals(caller.orgId, query.sequenceId);
      const stageKeys = totals
        .map((row) => row.key)
        .filter((key) => key.startsWith(STAGE_PREFIX))
        .sort();
      const keys = [...ENTRY_STATUS_VALUES, ...stageKeys];
      const columns = await Promise.all(
        keys.map(async (key) => {
          const rows = await repository.kanbanColumn(
            caller.orgId,
            query.sequenceId,
            columnFilter(key),
            query.perColumn,
          );
          return {
            key,
            total: totals.find((row) => row.key === key)?.total ?? 0,
            entries: rows.map((row) => toEntryDto({ ...row.entry, username: row.username })),
          };
        }),
      );
      return { columns };
    },

    /** One entry as its thread: every message sent and every reply or bounce, oldest first. */
    async fullOutreachData(caller: Caller, outreachId: string): Promise<EntryThread> {
      const entry = await findEntry(caller, outreachId);
      const sequence = await repository.sequenceSummary(caller.orgId, entry.sequenceId);
      const messages = await repository.messagesOf(caller.orgId, entry.id);
      return {
        entry: toEntryDto(entry),
        sequence: { name: sequence?.name ?? '', steps: sequence?.steps ?? [] },
        messages: messages.map(toThreadMessageDto),
      };
    },

    /** A reply noticed by hand: the entry is Replied and its follow-ups are not sent. */
    async markReplied(caller: Caller, outreachId: string): Promise<OutreachEntry> {
      await findEntry(caller, outreachId);
      return toEntryDto(await repository.markReplied(caller.orgId, outreachId));
    },

    /** Starts the sequence again from its first step; a suppressed address cannot be restarted. */
    async reinitiate(caller: Caller, outreachId: string): Promise<OutreachEntry> {
      const entry = await findEntry(caller, outreachId);
      if (await repository.suppressionOf(caller.orgId, entry.email)) {
        throw badRequest(OUTREACH_TEXT.addressSuppressed, 'outreachId');
      }
      const sequence = await sequenceOf(caller, entry.sequenceId);
      const row = await repository.restartEntry(
        caller.orgId,
        outreachId,
        new Date(Date.now() + (sequence.steps[0]?.delayDays ?? 0) * DAY_MS),
      );
      return toEntryDto(row);
    },

    /**
     * A person's decision on a step a crash left unconfirmed: `markSent` records it as sent (at
     * the time its sending began) and the entry moves on; `send` queues the same message (same
     * Message-ID) to go out now.
     */
    async resolveUnconfirmed(
      caller: Caller,
      outreachId: string,
      decision: UnconfirmedDecision,
    ): Promise<OutreachEntry> {
      const entry = await findEntry(caller, outreachId);
      const message =
        entry.status === 'unconfirmed' && entry.nextStep !== null
          ? await repository.unconfirmedMessage(caller.orgId, entry, entry.nextStep)
          : null;
      if (!message) {
        throw conflict(OUTREACH_TEXT.nothingUnconfirmed, 'outreachId');
      }
      if (decision === 'markSent') {
        const sequence = await sequenceOf(caller, entry.sequenceId);
        await recordStepSent(steps, {
          entry,
          steps: sequence.steps,
          message,
          at: message.attemptedAt ?? new Date(),
        });
      } else {
        await repository.requeueMessage(
          message.id,
          entry.id,
          entry.nextStep === 0 ? 'scheduled' : 'sent',
        );
      }
      return toEntryDto(await findEntry(caller, outreachId));
    },

    /** Moves an entry to a stage the user names (Interested, Declined), or back (null). */
    async setStage(
      caller: Caller,
      outreachId: string,
      stage: string | null,
    ): Promise<OutreachEntry> {
      await findEntry(caller, outreachId);
      return toEntryDto(await repository.setStage(caller.orgId, outreachId, stage));
    },
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
