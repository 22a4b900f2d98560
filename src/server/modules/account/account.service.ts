import {
  type ChangePassword,
  MAX_STATUS_FLAGS,
  type OrganizationDetailDto,
  type ProfileDto,
  type UpdateUserInfo,
} from '../../../common/api/account';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { MailBrandFor, Mailer } from '../../integrations/mail';
import { toOrganizationDto, toPersonDto, toProfileDto } from './account.dto';
import { createAccountRepository } from './account.repository';
import type { UserRow } from './account.tables';
import { ACCOUNT_TEXT } from './account.text';
import { createApiKeyService } from './api-keys';
import { hashPassword, passwordRefusal, verifyPassword } from './credentials';
import { limitToJson, METRIC_NAMES, type Metric, planOrFree } from './plans';
import type { OneTimeTokens, SessionStore } from './sessions';
import { createTeamService } from './team.service';
import type { UsageReport, UsageService } from './usage.service';

/**
 * The signed-in user's account and organization: profile (GET me), settings, password, survey,
 * onboarding flags and usage; the team and the API key through `team` and `apiKeys`.
 * Every method takes the caller; the organization always comes from there.
 */
export function createAccountService(deps: {
  db: Database;
  usage: UsageService;
  sessions: SessionStore;
  oneTimeTokens: OneTimeTokens;
  mailer: Mailer;
  mailBrand: MailBrandFor;
}) {
  const repository = createAccountRepository(deps.db);

  /** Session-only calls: an API key acts for the organization and has no user. */
  async function getUserOrThrow(caller: Caller): Promise<UserRow> {
    if (!caller.userId) throw forbidden(ACCOUNT_TEXT.signedInUserOnly);
    const user = await repository.findUser(caller.orgId, caller.userId);
    if (!user) throw notFound(THING.user);
    return user;
  }

  async function getOrganizationOrThrow(orgId: string) {
    const org = await repository.findOrganization(orgId);
    if (!org) throw notFound(THING.organization);
    return org;
  }

  /** Team seats are the organization's users (see team.service.ts), not a counter. */
  async function usageReport(orgId: string, fields: Metric[] = METRIC_NAMES): Promise<UsageReport> {
    const report = await deps.usage.report(orgId, fields);
    if (report.teamSeats) report.teamSeats.used = await repository.countUsers(orgId);
    return report;
  }

  async function profileOf(user: UserRow): Promise<{ profile: ProfileDto }> {
    const [org, owner, usage] = await Promise.all([
      getOrganizationOrThrow(user.orgId),
      user.role === 'owner' ? user : repository.findOwner(user.orgId),
      usageReport(user.orgId),
    ]);
    return { profile: toProfileDto(user, org, owner, usage) };
  }

  return {
    team: createTeamService({ ...deps, repository }),
    apiKeys: createApiKeyService(repository),

    async me(caller: Caller) {
      return profileOf(await getUserOrThrow(caller));
    },

    async organization(caller: Caller): Promise<OrganizationDetailDto> {
      const [org, owner, members] = await Promise.all([
        getOrganizationOrThrow(caller.orgId),
        repository.findOwner(caller.orgId),
        repository.countUsersByRole(caller.orgId),
      ]);
      const total = members.owner + members.member + members.guest;
      return {
        ...toOrganizationDto(org),
        owner: toPersonDto(owner),
        members: { total, ...members },
        seats: { used: total, limit: limitToJson(planOrFree(org.plan).limits.teamSeats) },
      };
    },

    /** The caller's own fields for everyone; the organization's fields only for the owner. */
    async updateUserInfo(caller: Caller, input: UpdateUserInfo) {
      const { fullName, tableSettings, timeZone, ...orgFields } = input;
      if (Object.keys(orgFields).length > 0 && caller.role !== 'owner') {
        throw forbidden(ACCOUNT_TEXT.ownerOnlyDetails);
      }
      const user = await getUserOrThrow(caller);
      const updated = await repository.transaction(async (tx) => {
        await tx.updateOrganization(caller.orgId, orgFields);
        return tx.updateUser(caller.orgId, user.id, { fullName, tableSettings, timeZone });
      });
      return profileOf(updated ?? user);
    },

    /** Ends every other session of the user; the one making the change stays signed in. */
    async changePassword(caller: Caller, input: ChangePassword, currentToken: string | undefined) {
      const user = await getUserOrThrow(caller);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        throw badRequest(ACCOUNT_TEXT.currentPasswordWrong, 'oldPassword');
      }
      if (input.newPassword !== input.passwordConfirm) {
        throw badRequest(ACCOUNT_TEXT.newPasswordsDiffer, 'passwordConfirm');
      }
      const problem = passwordRefusal(input.newPassword, user);
      if (problem) throw badRequest(problem, 'newPassword');
      await repository.updateUser(caller.orgId, user.id, {
        passwordHash: await hashPassword(input.newPassword),
      });
      await deps.sessions.revokeAllOfUser(user.id, currentToken);
      return { changed: true as const };
    },

    async saveSurvey(caller: Caller, data: Record<string, unknown>) {
      const org = await repository.saveSurvey(caller.orgId, data);
      return { surveyStatus: org.surveyStatus, surveyData: org.surveyData ?? null };
    },

    async updateConfig(caller: Caller, config: { userGuide?: boolean }) {
      const org = await repository.mergeAccountConfig(caller.orgId, config);
      return { accountConfig: org.accountConfig };
    },

    async updateStatusFlags(caller: Caller, flags: Record<string, boolean>) {
      const org = await repository.mergeStatusFlags(caller.orgId, flags, MAX_STATUS_FLAGS);
      if (!org) {
        throw badRequest(ACCOUNT_TEXT.tooManyFlags({ max: MAX_STATUS_FLAGS }), 'flags');
      }
      return { statusFlags: org.statusFlags };
    },

    /** The user's latest onboarding event, for analytics of where people stop. */
    async recordEvent(caller: Caller, event: string) {
      const user = await getUserOrThrow(caller);
      const updated = await repository.updateUser(caller.orgId, user.id, { lastEvent: event });
      return { lastEvent: updated?.lastEvent ?? event };
    },

    /** Used and limit per metric, limits as JSON ('Infinity' for unlimited). */
    async usage(caller: Caller, fields?: Metric[]) {
      const report = await usageReport(caller.orgId, fields);
      return Object.fromEntries(
        Object.entries(report).map(([metric, entry]) => [
          metric,
          { used: entry.used, limit: limitToJson(entry.limit) },
        ]),
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
