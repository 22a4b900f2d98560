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
import {
  composeMail,
  type MailBrandFor,
  MailDeliveryError,
  type Mailer,
} from '../../integrations/mail';
import { toMemberDto } from './account.dto';
import type { AccountRepository } from './account.repository';
import type { OrganizationRow, UserRow } from './account.tables';
import { planOrFree } from './plans';
import { ONE_TIME_TOKEN_TTL_MS, type OneTimeTokens, type SessionStore } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

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
    if (!user) throw notFound('Member', id);
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
    const inviterName = inviter?.fullName || inviter?.email || 'Your team';
    const days = Math.round(ONE_TIME_TOKEN_TTL_MS.invitation / DAY_MS);
    await deps.mailer.send({
      to: invited.email,
      brand,
      ...composeMail(
        brand,
        {
          subject: `${inviterName} invited you to ${org.name} on ${brand.name}`,
          greeting: invited.fullName,
          lines: [
            `${inviterName} invited you to join ${org.name} on ${brand.name} as a ${invited.role}.`,
            'Accept the invitation and choose your password here:',
          ],
          link: `${brand.appUrl}/auth/activate?token=${encodeURIComponent(token)}`,
          closing: `The link works once and expires in ${days} days. If you did not expect this invitation, you can ignore this email.`,
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
        if (!org) throw notFound('Organization');
        if (await tx.emailTaken(input.email)) {
          throw conflict('This email already has an account', 'email');
        }
        const seats = await tx.countUsers(caller.orgId);
        if (seats + 1 > planOrFree(org.plan).limits.teamSeats) throw limitExceeded('teamSeats');
        const invited = await tx.insertInvitedUser(caller.orgId, {
          email: input.email,
          role: input.role,
          fullName: input.fullName ?? '',
        });
        // Another installation-wide sign-up took the address between the check and the insert.
        if (!invited) throw conflict('This email already has an account', 'email');
        return { org, invited };
      });
      const inviter = caller.userId ? await repository.findUser(caller.orgId, caller.userId) : null;
      try {
        await sendInvitation(org, inviter, invited, caller.locale ?? 'en');
      } catch (error) {
        // An invitation nobody received must not hold a seat or the address: undo it.
        await repository.deleteUser(caller.orgId, invited.id);
        if (error instanceof MailDeliveryError) {
          throw serviceUnavailable('The invitation email could not be sent; try again shortly');
        }
        throw error;
      }
      return toMemberDto(invited);
    },

    async update(caller: Caller, id: string, input: UpdateMember): Promise<MemberDto> {
      const member = await getMemberOrThrow(caller, id);
      if (member.role === 'owner' && input.role !== undefined) {
        throw badRequest("The owner's role cannot be changed", 'role');
      }
      const updated = await repository.updateUser(caller.orgId, id, input);
      if (!updated) throw notFound('Member', id);
      return toMemberDto(updated);
    },

    /** Updates a guest; an id that is not a guest of the caller's organization is unknown. */
    async updateGuest(caller: Caller, id: string, input: UpdateGuest): Promise<MemberDto> {
      const guest = await getMemberOrThrow(caller, id);
      if (guest.role !== 'guest') throw notFound('Guest', id);
      const updated = await repository.updateUser(caller.orgId, id, input);
      if (!updated) throw notFound('Guest', id);
      return toMemberDto(updated);
    },

    /** Removes a member or guest: their sessions end at once and their seat is free again. */
    async remove(caller: Caller, id: string): Promise<void> {
      const member = await getMemberOrThrow(caller, id);
      if (member.role === 'owner') {
        throw badRequest('The owner cannot be removed from the organization', 'id');
      }
      await deps.sessions.revokeAllOfUser(member.id);
      // Deleting the row also deletes its sessions and unused tokens (foreign keys cascade).
      if (!(await repository.deleteUser(caller.orgId, id))) throw notFound('Member', id);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
