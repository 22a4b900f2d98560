import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type StandInCreator, standInCreators } from '../../testing/data-sources/catalogue';

// Test-only: a local HTTP peer answering like the Instagram Graph API (Instagram API with
// Facebook Login) for what the Instagram source asks: GET /me/accounts with the Pages' linked
// professional account, and GET /{ig-user-id}?fields=business_discovery.username(..){..} from
// the shared stand-in catalogue. Like the real API it parses the field expression and refuses
// fields it does not have, pages the media edge by `media.after(cursor)` with `paging.next`, answers errors as { error: { message, type, code, error_subcode,
// fbtrace_id } } with HTTP 400, counts calls per window and reports them in X-App-Usage and
// X-Business-Use-Case-Usage, and refuses over the limit with code 80002 (the Graph API sends no
// 429 or Retry-After; the business use case header says when calls may resume). Business
// Discovery is free, so there is no credit balance to spend.

export type InstagramTestServerOptions = {
  /** The one access token the API accepts. */
  accessToken: string;
  /** The organization's professional account its Page links to; null: a Page without one. */
  ownAccount?: { id: string; username: string } | null;
  /** Calls the token may make per window; usage headers report the share used. */
  rateLimit?: { requests: number; perSeconds: number };
  /** Every answer waits this long (a slow API). */
  delayMs?: number;
  /** 0 or absent: any free port. */
  port?: number;
  /** The creators Business Discovery knows; the shared catalogue unless given. */
  creators?: StandInCreator[];
};

export type InstagramTestServer = {
  /** Ends with the API version, like https://graph.facebook.com/v21.0. */
  baseUrl: string;
  ownAccount: { id: string; username: string } | null;
  /** Path and query of every request received, in order. */
  requests: string[];
  /** The next `times` requests (every one by default) fail with this status, as Graph fails. */
  fail(status: number, times?: number): void;
  recover(): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
};

export const INSTAGRAM_TEST_OWN_ACCOUNT = { id: '17841400000000001', username: 'reachbase.agency' };
const PAGE_ID = '100000000000001';
const DEFAULT_RATE_LIMIT = { requests: 200, perSeconds: 3600 };
const MEDIA_PAGE_DEFAULT = 25;

const PAGE_FIELDS = new Set([
  'id',
  'name',
  'category',
  'access_token',
  'instagram_business_account',
]);
const OWN_ACCOUNT_FIELDS = new Set(['id', 'username', 'name', 'ig_id', 'profile_picture_url']);
const DISCOVERY_FIELDS = new Set([
  'id',
  'ig_id',
  'username',
  'name',
  'biography',
  'website',
  'profile_picture_url',
  'followers_count',
  'follows_count',
  'media_count',
  'media',
]);
const MEDIA_FIELDS = new Set([
  'id',
  'caption',
  'comments_count',
  'like_count',
  'media_type',
  'media_product_type',
  'media_url',
  'permalink',
  'thumbnail_url',
  'timestamp',
  'username',
]);

/** How the catalogue's post kinds are published on Instagram; reels are VIDEO of product REELS. */
const MEDIA_TYPES: Partial<Record<StandInCreator['posts'][number]['type'], string>> = {
  photo: 'IMAGE',
  carousel: 'CAROUSEL_ALBUM',
};

type GraphError = {
  status: number;
  message: string;
  type: string;
  code: number;
  subcode?: number;
  title?: string;
  userMessage?: string;
  transient?: boolean;
};

class Refusal extends Error {
  constructor(readonly error: GraphError) {
    super(error.message);
  }
}

const invalidField = (field: string, node: string) =>
  new Refusal({
    status: 400,
    message: `(#100) Tried accessing nonexisting field (${field}) on node type (${node})`,
    type: 'OAuthException',
    code: 100,
  });

export async function startInstagramTestServer(
  options: InstagramTestServerOptions,
): Promise<InstagramTestServer> {
  const own = options.ownAccount === undefined ? INSTAGRAM_TEST_OWN_ACCOUNT : options.ownAccount;
  const creators = (options.creators ?? standInCreators()).filter(
    (c) => c.platform === 'instagram',
  );
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const requests: string[] = [];
  const callTimes: number[] = [];
  let delayMs = options.delayMs ?? 0;
  let failure: { status: number; times: number } | null = null;
  const pending = new Set<NodeJS.Timeout>();

  /** Calls in the window now, and the share of the limit they use (percent). */
  function usage(now: number) {
    while (callTimes.length > 0 && callTimes[0] <= now - limit.perSeconds * 1000) callTimes.shift();
    const callCount = Math.round((callTimes.length / limit.requests) * 100);
    const regainMs =
      callTimes.length >= limit.requests ? callTimes[0] + limit.perSeconds * 1000 - now : 0;
    return { callCount, regainMinutes: Math.ceil(regainMs / 60_000) };
  }

  function usageHeaders(now: number): Record<string, string> {
    const { callCount, regainMinutes } = usage(now);
    // CPU and total time stay well below the call count: lookups are cheap.
    const figures = {
      call_count: callCount,
      total_cputime: Math.floor(callCount / 4),
      total_time: Math.floor(callCount / 4),
    };
    return {
      'x-app-usage': JSON.stringify(figures),
      ...(own
        ? {
            'x-business-use-case-usage': JSON.stringify({
              [own.id]: [
                { type: 'instagram', ...figures, estimated_time_to_regain_access: regainMinutes },
              ],
            }),
          }
        : {}),
    };
  }

  function answer(request: IncomingMessage): { status: number; body: unknown } {
    const url = new URL(request.url ?? '/', 'http://graph.test');
    const token = url.searchParams.get('access_token');
    if (!token || token !== options.accessToken) {
      throw new Refusal({
        status: 400,
        message: token
          ? 'Invalid OAuth access token - Cannot parse access token'
          : 'An active access token must be used to query information about the current user.',
        type: 'OAuthException',
        code: token ? 190 : 2500,
      });
    }
    const now = Date.now();
    if (usage(now).callCount >= 100) {
      throw new Refusal({
        status: 400,
        message: 'Application request limit reached',
        type: 'OAuthException',
        code: 80002,
        subcode: 2446079,
        transient: true,
        userMessage:
          'There have been too many calls to this Instagram account. Wait a bit and try again.',
      });
    }
    callTimes.push(now);
    if (failure) {
      const { status } = failure;
      failure.times -= 1;
      if (failure.times <= 0) failure = null;
      throw new Refusal({
        status,
        message: 'An unexpected error has occurred. Please retry your request later.',
        type: 'OAuthException',
        code: 2,
        transient: true,
      });
    }
    const path = url.pathname.replace(/^\/v\d+\.\d+\//, '/');
    const fields = parseFields(url.searchParams.get('fields') ?? 'id');
    if (path === '/me/accounts') return { status: 200, body: pages(fields) };
    if (own && path === `/${own.id}`) {
      // Graph's `next` link repeats the request with the media edge's cursor moved on.
      const nextLink = (after: string) => {
        const next = new URL(`http://${request.headers.host}${url.pathname}${url.search}`);
        next.searchParams.set('fields', fieldsText(withMediaAfter(fields, after)));
        return next.toString();
      };
      return { status: 200, body: discovery(fields, nextLink) };
    }
    const id = decodeURIComponent(path.slice(1));
    throw new Refusal({
      status: 400,
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
      type: 'GraphMethodException',
      code: 100,
      subcode: 33,
    });
  }

  function pages(fields: Field[]) {
    for (const field of fields) {
      if (!PAGE_FIELDS.has(field.name)) throw invalidField(field.name, 'Page');
    }
    const linked = fields.find((f) => f.name === 'instagram_business_account');
    const page: Record<string, unknown> = { id: PAGE_ID };
    if (linked && own) {
      const picked = linked.children ?? [{ name: 'id', modifiers: {} }];
      for (const field of picked) {
        if (!OWN_ACCOUNT_FIELDS.has(field.name)) throw invalidField(field.name, 'IGUser');
      }
      page.instagram_business_account = pick(own, picked);
    }
    const cursor = Buffer.from(PAGE_ID).toString('base64');
    return { data: [page], paging: { cursors: { before: cursor, after: cursor } } };
  }

  function discovery(fields: Field[], nextLink: (after: string) => string) {
    for (const field of fields) {
      if (field.name !== 'business_discovery' && !OWN_ACCOUNT_FIELDS.has(field.name)) {
        throw invalidField(field.name, 'User');
      }
    }
    const discovered = fields.find((f) => f.name === 'business_discovery');
    const answer: Record<string, unknown> = { id: own?.id };
    if (!discovered) return answer;
    const username = discovered.modifiers.username?.toLowerCase();
    if (!username) {
      throw new Refusal({
        status: 400,
        message: '(#100) The parameter username is required',
        type: 'OAuthException',
        code: 100,
      });
    }
    for (const f of discovered.children ?? []) {
      if (!DISCOVERY_FIELDS.has(f.name)) throw invalidField(f.name, 'BusinessDiscovery');
    }
    // Only professional accounts can be discovered; a personal one is as unknown as a missing one.
    const creator = creators.find(
      (c) => c.username === username && c.creator.account.accountType !== 'personal',
    );
    if (!creator) {
      throw new Refusal({
        status: 400,
        message: 'Invalid user id',
        type: 'OAuthException',
        code: 110,
        subcode: 2207013,
        title: 'Cannot find User',
        userMessage: `The user with username: ${username} cannot be found.`,
      });
    }
    answer.business_discovery = discoveredUser(creator, discovered.children ?? [], nextLink);
    return answer;
  }

  function respond(request: IncomingMessage, response: ServerResponse) {
    const now = Date.now();
    let status = 200;
    let body: unknown;
    try {
      ({ status, body } = answer(request));
    } catch (error) {
      const refusal =
        error instanceof Refusal
          ? error.error
          : { status: 500, message: String(error), type: 'OAuthException', code: 1 };
      status = refusal.status;
      body = graphErrorBody(refusal);
    }
    const token = new URL(request.url ?? '/', 'http://graph.test').searchParams.get('access_token');
    response
      .writeHead(status, {
        'content-type': 'application/json; charset=UTF-8',
        // The API reports usage to the token's app only.
        ...(token === options.accessToken ? usageHeaders(now) : {}),
      })
      .end(JSON.stringify(body));
  }

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? '');
    const timer = setTimeout(() => {
      pending.delete(timer);
      respond(request, response);
    }, delayMs);
    pending.add(timer);
  };

  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    ownAccount: own,
    requests,
    fail: (status, times = Number.POSITIVE_INFINITY) => {
      failure = { status, times };
    },
    recover: () => {
      failure = null;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function graphErrorBody(error: GraphError) {
  return {
    error: {
      message: error.message,
      type: error.type,
      code: error.code,
      ...(error.subcode ? { error_subcode: error.subcode } : {}),
      ...(error.transient !== undefined ? { is_transient: error.transient } : {}),
      ...(error.title ? { error_user_title: error.title } : {}),
      ...(error.userMessage ? { error_user_msg: error.userMessage } : {}),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  };
}

/** Only the fields asked for, like the Graph API; fields without a value are left out. */
function pick(source: Record<string, unknown>, fields: Field[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((f) => (source[f.name] === undefined ? [] : [[f.name, source[f.name]]])),
  );
}

function discoveredUser(
  found: StandInCreator,
  fields: Field[],
  nextLink: (after: string) => string,
) {
  const { account } = found.creator;
  const user: Record<string, unknown> = {
    id: found.id,
    ig_id: Number(found.id.replace(/\D/g, '')),
    username: found.username,
    name: account.fullName,
    biography: account.bio,
    profile_picture_url: `https://scontent.cdninstagram.example/v/${found.id}.jpg`,
    followers_count: account.followers,
    follows_count: account.following,
    media_count: account.postsCount,
  };
  const mediaField = fields.find((f) => f.name === 'media');
  if (mediaField) user.media = mediaPage(found, mediaField, nextLink);
  return pick(user, fields);
}

/**
 * The media edge: newest first, `limit` per page, paged by an opaque `after` cursor. Like Graph's
 * cursor pagination, `cursors.after` marks the end of every page and `next` appears only while
 * there is more.
 */
function mediaPage(found: StandInCreator, field: Field, nextLink: (after: string) => string) {
  const children = field.children ?? [{ name: 'id', modifiers: {} }];
  for (const f of children) {
    if (!MEDIA_FIELDS.has(f.name)) throw invalidField(f.name, 'Media');
  }
  const size = Number(field.modifiers.limit ?? MEDIA_PAGE_DEFAULT);
  const start = field.modifiers.after
    ? Number(Buffer.from(field.modifiers.after, 'base64').toString('utf8'))
    : 0;
  if (!Number.isInteger(size) || size < 1 || !Number.isInteger(start)) {
    throw new Refusal({
      status: 400,
      message: '(#100) Invalid parameter',
      type: 'OAuthException',
      code: 100,
    });
  }
  const posts = found.posts.slice(start, start + size);
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64');
  const data = posts.map((post) => {
    const isReel = post.type === 'reel';
    const mediaType = MEDIA_TYPES[post.type] ?? 'VIDEO';
    return pick(
      {
        id: post.platformPostId,
        caption: post.caption,
        like_count: post.likes,
        comments_count: post.comments,
        timestamp: post.publishedAt.toISOString().replace(/\.\d{3}Z$/, '+0000'),
        media_type: mediaType,
        media_product_type: isReel ? 'REELS' : 'FEED',
        permalink: `https://www.instagram.com/${isReel ? 'reel' : 'p'}/${post.platformPostId}/`,
        username: found.username,
      },
      children,
    );
  });
  // Business Discovery pages its media edge by cursor: `.after(<cursor>)` asks for more.
  const after = cursor(start + posts.length);
  const more = start + size < found.posts.length;
  return {
    data,
    paging: {
      cursors: { before: cursor(start), after },
      ...(more ? { next: nextLink(after) } : {}),
    },
  };
}

/** The media edge (at any depth) asking for the page after `after`. */
function withMediaAfter(fields: Field[], after: string): Field[] {
  return fields.map((field) => ({
    ...field,
    modifiers: field.name === 'media' ? { ...field.modifiers, after } : field.modifiers,
    ...(field.children ? { children: withMediaAfter(field.children, after) } : {}),
  }));
}

/** Fields written back as a Graph field expression. */
function fieldsText(fields: Field[]): string {
  return fields
    .map((field) => {
      const modifiers = Object.entries(field.modifiers).map(
        ([name, value]) => `.${name}(${value})`,
      );
      const children = field.children ? `{${fieldsText(field.children)}}` : '';
      return `${field.name}${modifiers.join('')}${children}`;
    })
    .join(',');
}

/** One field of a Graph field expression: `name.modifier(value){children}`. */
type Field = { name: string; modifiers: Record<string, string>; children?: Field[] };

/**
 * Parses Graph API field expansion (`a,b.limit(5){c,d}`); anything else is the API's 400, as a
 * malformed `fields` is.
 */
function parseFields(expression: string): Field[] {
  let at = 0;
  const malformed = () =>
    new Refusal({
      status: 400,
      message: `Syntax error "Expected end of string instead of "${expression.slice(at, at + 1)}"." at character ${at}: ${expression}`,
      type: 'OAuthException',
      code: 2500,
    });
  const name = (): string => {
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(expression.slice(at));
    if (!match) throw malformed();
    at += match[0].length;
    return match[0];
  };
  const list = (): Field[] => {
    const fields: Field[] = [];
    for (;;) {
      const field: Field = { name: name(), modifiers: {} };
      while (expression[at] === '.') {
        at += 1;
        const modifier = name();
        if (expression[at] !== '(') throw malformed();
        const end = expression.indexOf(')', at);
        if (end < 0) throw malformed();
        field.modifiers[modifier] = expression.slice(at + 1, end);
        at = end + 1;
      }
      if (expression[at] === '{') {
        at += 1;
        field.children = list();
        if (expression[at] !== '}') throw malformed();
        at += 1;
      }
      fields.push(field);
      if (expression[at] !== ',') return fields;
      at += 1;
    }
  };
  const fields = list();
  if (at !== expression.length) throw malformed();
  return fields;
}
