import type { AuthResponse, InvitationDto } from '../../../common/api/auth';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events';
import { accessBlocked, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import { hashPassword, type OneTimeTokens, type UserRow } from '../account';
import { type AuthRepository, createAuthRepository } from './auth.repository';
import { assertPasswordAllowed, type RequestContext, type SignIn } from './sign-in';

export type Invitations = ReturnType<typeof createInvitations>;

/** The receiving side of a team invitation (account sends it): read it, then accept it. */
export function createInvitations(deps: {
  db: Database;
  repository: AuthRepository;
  oneTimeTokens: OneTimeTokens;
  signIn: SignIn;
}) {
  const { repository, oneTimeTokens, signIn } = deps;

  /** The user of a pending invitation; anything else is answered like a missing one. */
  async function invitedUserOrThrow(token: string): Promise<UserRow> {
    const owner = await oneTimeTokens.peek(token, 'invitation');
    const user = owner ? await repository.findUser(owner.userId) : null;
    if (!user || user.activatedAt || user.role === 'owner') throw notFound(THING.invitation);
    return user;
  }

  return {
    async read(token: string): Promise<InvitationDto> {
      const invited = await invitedUserOrThrow(token);
      const organization = await signIn.getOrganizationOrThrow(invited.orgId);
      // Only the owner manages members, so the owner is who invited.
      const owner = await repository.findOwner(organization.id);
      return {
        email: invited.email,
        organization: { name: organization.name },
        role: invited.role === 'guest' ? 'guest' : 'member',
        ...(owner?.fullName ? { invitedBy: owner.fullName } : {}),
        ...(invited.fullName ? { fullName: invited.fullName } : {}),
      };
    },

    /** Sets name and password, marks the email verified (the mail proved it), signs in. */
    async activate(
      input: { token: string; fullName: string; password: string },
      context: RequestContext,
    ): Promise<AuthResponse> {
      const invited = await invitedUserOrThrow(input.token);
      assertPasswordAllowed(input.password, {
        email: invited.email,
        fullName: input.fullName,
      });
      const organization = await signIn.getOrganizationOrThrow(invited.orgId);
      // Checked before the token is used up, so the invitation still works once unblocked.
      if (organization.accessBlockedAt) throw accessBlocked();
      const passwordHash = await hashPassword(input.password);
      if (!(await oneTimeTokens.consume(input.token, 'invitation')))
        throw notFound(THING.invitation);
      const now = new Date();
      const user = await deps.db.transaction(async (tx) => {
        const activated = await createAuthRepository(tx).updateUser(invited.id, {
          passwordHash,
          fullName: input.fullName.trim(),
          activatedAt: now,
          emailVerifiedAt: invited.emailVerifiedAt ?? now,
        });
        await recordEvent(tx, activated.orgId, 'member.joined', {
          userId: activated.id,
          fullName: activated.fullName,
          role: activated.role,
        });
        return activated;
      });
      return signIn.signIn(user, context, organization);
    },
  };
}
