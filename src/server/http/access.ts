import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../common/locales';
import { accessBlocked, forbidden, unauthorized } from './errors';
import { HTTP_TEXT } from './http.text';
import { requestLocale } from './i18n/request-locale';

/**
 * Who may call a route, declared on every route as `config.access` and enforced by one guard.
 * A route without a declaration fails the route-inventory test, so none can slip in unclassified.
 */
export type Access = PublicAccess | SignedInAccess;
type PublicAccess = { kind: 'public' };
type SignedInAccess = {
  kind: 'member' | 'owner';
  /** Read-only guests may call it (GET/HEAD only, whatever the declaration). */
  guests: boolean;
  /** An organization API key may authenticate instead of a session. */
  apiKey: boolean;
};

export const access = {
  public: (): PublicAccess => ({ kind: 'public' }),
  member: (options: { guests?: boolean; apiKey?: boolean } = {}): SignedInAccess => ({
    kind: 'member',
    guests: options.guests ?? false,
    apiKey: options.apiKey ?? true,
  }),
  owner: (options: { apiKey?: boolean } = {}): SignedInAccess => ({
    kind: 'owner',
    guests: false,
    apiKey: options.apiKey ?? false,
  }),
};

export type CallerRole = 'owner' | 'member' | 'guest';

/** The authenticated caller; services take the org from here, never from the payload. */
export type Caller = {
  orgId: string;
  userId: string | null;
  role: CallerRole;
  via: 'session' | 'apiKey';
  /** The signed-in user's email (for an API key: the owner's) is verified. */
  emailVerified: boolean;
  /** The organization is access-blocked: every customer call answers AccessBlocked. */
  orgBlocked: boolean;
  /** The organization's plan as read with the credential (spares allowance checks a lookup). */
  plan?: string;
  /** The language the request chose (NEXT_LOCALE cookie): mails the call sends use it. */
  locale?: Locale;
};

/** Resolves the X-Access-Token of a request to a caller; the accounts module supplies it. */
export type CallerResolver = (request: FastifyRequest) => Promise<Caller | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Milliseconds before the request is answered 504; null for none (uploads). Default 40 s. */
    timeoutMs?: number | null;
  }
  interface FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    SchemaCompiler,
    TypeProvider,
    ContextConfig,
  > {
    /**
     * Who is calling: present on every route declared signed-in (the guard refused the request
     * otherwise), so such a route's handler reads it without a check.
     */
    caller: ContextConfig extends { access: SignedInAccess } ? Caller : Caller | null;
    /** The caller's lookup, started as the request arrives (see registerAccessGuard). */
    callerLookup: Promise<Caller | null> | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export function assertAllowed(declared: Access | undefined, caller: Caller | null, method: string) {
  // Fail closed: an undeclared route is treated as owner-only.
  const rule = declared ?? access.owner();
  if (rule.kind === 'public') return;
  if (!caller) throw unauthorized();
  if (caller.orgBlocked) throw accessBlocked();
  if (caller.via === 'apiKey' && !rule.apiKey) throw forbidden(HTTP_TEXT.apiKeyNotAllowed);
  if (caller.role === 'guest' && !(rule.guests && READ_METHODS.has(method))) {
    throw forbidden(HTTP_TEXT.guestsReadOnly);
  }
  if (rule.kind === 'owner' && caller.role !== 'owner' && caller.via !== 'apiKey') {
    throw forbidden(HTTP_TEXT.ownerOnly);
  }
}

/**
 * One guard for every route: resolve the caller once, then check the route's declaration.
 * The lookup starts as the request arrives; the rate limit (a route-level onRequest hook, so it
 * runs after this one) counts beside it for a token it has lately seen valid, and otherwise
 * awaits it, to count a valid token by its caller and anything else by address. The check still
 * runs before the body is read.
 */
export function registerAccessGuard(app: FastifyInstance, resolveCaller: CallerResolver): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('callerLookup', null);
  app.addHook('onRequest', async (request) => {
    // Unmatched paths reach the not-found handler (SPA page or a 404 body); nothing to guard.
    if (request.is404) return;
    const declared = request.routeOptions.config.access;
    if (declared?.kind === 'public' && !request.headers['x-access-token']) return;
    request.callerLookup = resolveCaller(request);
    // A request refused before the check (429) never awaits it; its failure is not unhandled.
    request.callerLookup.catch(() => {});
  });
  app.addHook('preParsing', async (request) => {
    if (request.is404) return;
    if (request.callerLookup) {
      const caller = await request.callerLookup;
      request.caller = caller && {
        ...caller,
        locale: requestLocale(request),
      };
    }
    assertAllowed(request.routeOptions.config.access, request.caller, request.method);
  });
}

/** Routes registered by plugins (static files, API docs) are public; mark them inside their scope. */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: route.config?.access ?? access.public() };
  });
}

/**
 * The caller of a signed-in route whose options hide its config type from the handler (a
 * preHandler typed for any route): the guard has already refused a request without one.
 */
export function signedInCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
