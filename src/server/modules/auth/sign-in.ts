import type { AuthResponse } from '../../../common/api/auth';
import type { Locale } from '../../../common/locales';
import { accessBlocked, badRequest, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { MailBrand } from '../../integrations/mail';
import {
  type OrganizationRow,
  passwordRefusal,
  type SessionStore,
  toOrganizationDto,
  toUserDto,
  type UserRow,
} from '../account';
import type { AuthRepository } from './auth.repository';
import type { LoginThrottle } from './login-throttle';

/** What the request adds to a sign-in: where it came from, for the session and the org record. */
export type RequestContext = {
  /** Two-letter country of the caller's address, when an edge proxy told us (see routes). */
  ipCountry: string | null;
  userAgent?: string;
  /** The client's address as the rate limits count it (clientAddress). */
  address: string;
  /** The language the request chose: the verification mail is written in it. */
  locale: Locale;
};

export type SignIn = ReturnType<typeof createSignIn>;

/** Starting a session, the one way every kind of sign-in ends. */
export function createSignIn(deps: {
  repository: AuthRepository;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
}) {
  async function getOrganizationOrThrow(orgId: string): Promise<OrganizationRow> {
    const organization = await deps.repository.findOrganization(orgId);
    if (!organization) throw notFound(THING.organization);
    return organization;
  }

  return {
    getOrganizationOrThrow,

    /** A blocked organization's users cannot start sessions (its existing ones answer the same). */
    async signIn(
      user: UserRow,
      context: RequestContext,
      knownOrganization?: OrganizationRow,
    ): Promise<AuthResponse> {
      const organization = knownOrganization ?? (await getOrganizationOrThrow(user.orgId));
      if (organization.accessBlockedAt) throw accessBlocked();
      const token = await deps.sessions.create(user, context.userAgent);
      await deps.loginThrottle.rememberAddress(user, context.address);
      return { token, user: toUserDto(user), organization: toOrganizationDto(organization) };
    },
  };
}

/** The password rule of sign-up, reset and activation, answered on the field `password`. */
export function assertPasswordAllowed(
  password: string,
  owner: { email: string; fullName?: string },
): void {
  const problem = passwordRefusal(password, owner);
  if (problem) throw badRequest(problem, 'password');
}

/**
 * Links in emails start at the brand's address (PUBLIC_URL, or an agency's verified domain),
 * never at the request's Host, which a client chooses.
 */
export function emailLink(brand: MailBrand, path: string, token: string): string {
  return `${brand.appUrl}${path}?token=${encodeURIComponent(token)}`;
}
