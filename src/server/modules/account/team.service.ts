import type { AddMember, MemberDto, UpdateGuest, UpdateMember } from '../../../common/api/account';
import type { Locale } from '../../../common/locales';
import type { Caller } from '../../http/access';
import {
  badRequest,
  conflict,
  emailNotVerified,
  limitExceeded,
  notFound,
  serviceUnavailable,
} from '../../http/errors';
import type { Message } from '../../http/i18n/text';
import { THING } from '../../http/things.text';
import {
  composeMail,
  type MailBrandFor,
  MailDeliveryError,
  type Mailer,
} from '../../integrations/mail';
import { toMemberDto } from './account.dto';
import type { AccountRepository } from './account.repository';
import type { MemberRole, OrganizationRow, UserRow } from './account.tables';
import { ACCOUNT_TEXT } from './account.text';
import { planOrFree } from './plans';
import { ONE_TIME_TOKEN_TTL_MS, type OneTimeTokens, type SessionStore } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROLE_NAMES: Record<MemberRole, Message> = {
  owner: ACCOUNT_TEXT.roleOwner,
  member: ACCOUNT_TEXT.roleMember,
  guest: ACCOUNT_TEXT.roleGuest,
};

/**
 * The team: members and guests of the caller's organization, invitations and removals.
 *
 * Seats are counted, not kept in a usage counter: every user row of the organization (owner,
 * members, guests, pending invitations) takes one, compared with the plan's teamSeats limit while
 * the organization's row is locked. A count cannot drift from the truth, whoever creates users
 * (invitations here, sign-up in auth, test factories), and a removal frees the seat by itself.
 */
export function createTeamService(deps: {
  repository: AccountRepository;
  sessions: SessionStore;
  oneTimeTokens: OneTimeTokens;
  mailer: Mailer;
  /** The brand of the organization's mails (white-label), the product's by default. */
  mailBrand: MailBrandFor;
}) {
  const { repository } = deps;

  async function getMemberOrThrow(caller: Caller, id: string): Promise<UserRow> {
    const user = await repository.findUser(caller.orgId, id);
    if (!user) throw notFound(THING.member, id);
    return user;
  }

  async function sendInvitation(
    org: OrganizationRow,
    inviter: UserRow | null,
    invited: UserRow,
    locale: Locale,
  ) {
    const token = await deps.oneTimeTokens.issue(invited, 'invitation');
    const brand = await deps.mailBrand(org.id);
    const inviterName = inviter?.fullName || inviter?.email || ACCOUNT_TEXT.yourTeam;
    const days = Math.round(ONE_TIME_TOKEN_TTL_MS.invitation / DAY_MS);
    const names = { inviter: inviterName, org: org.name, product: brand.name };
    await deps.mailer.send({
      to: invited.email,
      brand,
      ...composeMail(
        brand,
        {
          subject: ACCOUNT_TEXT.invitationSubject(names),
          greeting: invited.fullName,
          lines: [
            ACCOUNT_TEXT.invitationLine({ ...names, role: ROLE_NAMES[invited.role] }),
            ACCOUNT_TEXT.invitationAccept,
          ],
          link: `${brand.appUrl}/auth/activate?token=${encodeURIComponent(token)}`,
          closing: ACCOUNT_TEXT.invitationClosing({ days }),
        },
        locale,
      ),
      meta: { kind: 'invitation', orgId: org.id, userId: invited.id },
    });
  }

  return {
    async list(caller: Caller, page: { page: number; limit: number }) {
      const [rows, total] = await Promise.all([
        repository.listUsers(caller.orgId, {
          offset: (page.page - 1) * page.limit,
          limit: page.limit,
        }),
        repository.countUsers(caller.orgId),
      ]);
      return {
        items: rows.map(toMemberDto),
        total,
        page: page.page,
        limit: page.limit,
        hasMore: page.page * page.limit < total,
      };
    },

    /**
     * Invites a person by email: their user row (no password yet) takes a seat at once, and the
     * emailed link lets them activate it. Mailing other people needs a verified email (issue 3).
     */
    async invite(caller: Caller, input: AddMember): Promise<MemberDto> {
      if (!caller.emailVerified) throw emailNotVerified();
      const { org, invited } = await repository.transaction(async (tx) => {
        const org = await tx.lockOrganization(caller.orgId);
        if (!org) throw notFound(THING.organization);
        if (await tx.emailTaken(input.email)) {
          throw conflict(ACCOUNT_TEXT.emailHasAccount, 'email');
        }
        const seats = await tx.countUsers(caller.orgId);
        if (seats + 1 > planOrFree(org.plan).limits.teamSeats) throw limitExceeded('teamSeats');
        const invited = await tx.insertInvitedUser(caller.orgId, {
          email: input.email,
          role: input.role,
          fullName: input.fullName ?? '',
        });
        // Another installation-wide sign-up took the address between the check and the insert.
        if (!invited) throw conflict(ACCOUNT_TEXT.emailHasAccount, 'email');
        return { org, invited };
      });
      const inviter = caller.userId ? await repository.findUser(caller.orgId, caller.userId) : null;
      try {
        await sendInvitation(org, inviter, invited, caller.locale ?? 'en');
      } catch (error) {
        // An invitation nobody received must not hold a seat or the address: undo it.
        await repository.deleteUser(caller.orgId, invited.id);
        if (error instanceof MailDeliveryError) {
          throw serviceUnavailable(ACCOUNT_TEXT.invitationNotSent);
        }
        throw error;
      }
      return toMemberDto(invited);
    },

    async update(caller: Caller, id: string, input: UpdateMember): Promise<MemberDto> {
      const member = await getMemberOrThrow(caller, id);
      if (member.role === 'owner' && input.role !== undefined) {
        throw badRequest(ACCOUNT_TEXT.ownerRoleFixed, 'role');
      }
      const updated = await repository.updateUser(caller.orgId, id, input);
      if (!updated) throw notFound(THING.member, id);
      return toMemberDto(updated);
    },

    /** Updates a guest; an id that is not a guest of the caller's organization is unknown. */
    async updateGuest(caller: Caller, id: string, input: UpdateGuest): Promise<MemberDto> {
      const guest = await getMemberOrThrow(caller, id);
      if (guest.role !== 'guest') throw notFound(THING.guest, id);
      const updated = await repository.updateUser(caller.orgId, id, input);
      if (!updated) throw notFound(THING.guest, id);
      return toMemberDto(updated);
    },

    /** Removes a member or guest: their sessions end at once and their seat is free again. */
    async remove(caller: Caller, id: string): Promise<void> {
      const member = await getMemberOrThrow(caller, id);
      if (member.role === 'owner') {
        throw badRequest(ACCOUNT_TEXT.ownerNotRemovable, 'id');
      }
      await deps.sessions.revokeAllOfUser(member.id);
      // Deleting the row also deletes its sessions and unused tokens (foreign keys cascade).
      if (!(await repository.deleteUser(caller.orgId, id))) throw notFound(THING.member, id);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
