import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { isAgencyPlan } from '../../../common/plans';
import type { Caller } from '../../http/access';
import {
  badRequest,
  conflict,
  forbidden,
  limitExceeded,
  serviceUnavailable,
} from '../../http/errors';
import type { DomainRecords } from '../../integrations/dns';
import {
  composeMail,
  type MailBrandFor,
  MailDeliveryError,
  type Mailer,
} from '../../integrations/mail';
import type { SecretBox } from '../../integrations/secrets';
import { deleteIfUnsaved, type Storage } from '../../integrations/storage';
import type { JobDefinition } from '../../jobs/queue';
import {
  BRAND_IMAGE_FIELDS,
  BRAND_IMAGE_NAMES,
  type BrandImageKind,
  prepareBrandImage,
} from './brand-images';
import { PUBLIC_FILES_PATH } from './branding.service';
import {
  checkDomain,
  isPublicHostName,
  newVerifyToken,
  recordsToCreate,
} from './domain-verification';
import type { WhitelabelRepository } from './whitelabel.repository';
import type { WhitelabelRow } from './whitelabel.tables';
import { WHITELABEL_TEXT } from './whitelabel.text';
import { parseWhitelabelForm } from './whitelabel-form';

export const DOMAIN_RECHECK_JOB = 'whitelabel.recheck-domains';
/** Every 15 minutes: pending domains verify soon after their records appear. */
const DOMAIN_RECHECK_CRON = '*/15 * * * *';
/** Verified domains are looked up again daily: records that vanish stop the branding. */
const VERIFIED_RECHECK_MS = 24 * 60 * 60 * 1000;

/** Public files live under the storage key `public/<name>` and are served by name. */
const PUBLIC_KEY_PREFIX = 'public/';

export type WhitelabelForm = {
  fields: Record<string, string>;
  files: Record<string, { data: Buffer }>;
};

export function createWhitelabelService(deps: {
  repository: WhitelabelRepository;
  storage: Storage;
  records: DomainRecords;
  /** Seals the sender's SMTP URL (purpose 'whitelabel-sender'). */
  senderSecrets: SecretBox;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  publicUrl: string;
  logger: Logger;
}) {
  const { repository, storage } = deps;
  const installHost = new URL(deps.publicUrl).hostname.toLowerCase();
  const installHostPublic = isPublicHostName(installHost);

  /** SPEC 5: white-labelling belongs to agency plans; others get the upgrade prompt (423). */
  async function assertAgency(caller: Caller): Promise<void> {
    const plan = caller.plan ?? (await repository.planOf(caller.orgId));
    if (!isAgencyPlan(plan)) throw limitExceeded('whitelabel');
  }

  function toConfig(row: WhitelabelRow | null) {
    return {
      agencyName: row?.agencyName ?? null,
      logo: row?.logo ?? null,
      favicon: row?.favicon ?? null,
      logoChangedAt: row?.logoChangedAt?.toISOString() ?? null,
      colors: row?.colors ?? null,
      ...domainState(row),
      senderEmail: row?.senderEmail ?? null,
      hasSenderSecret: Boolean(row?.senderSecretSealed),
      showBanner: row?.showBanner ?? true,
      storageBaseUrl: PUBLIC_FILES_PATH,
    };
  }

  function domainState(row: WhitelabelRow | null) {
    return {
      domain: row?.domain ?? null,
      domainStatus: row?.domain ? (row.domainStatus ?? 'pending') : null,
      domainFailureReason: row?.domainFailureReason ?? null,
      domainCheckFound: row?.domainCheckFound ?? null,
      domainCheckedAt: row?.domainCheckedAt?.toISOString() ?? null,
      dnsRecords:
        row?.domain && row.domainVerifyToken
          ? recordsToCreate(row.domain, row.domainVerifyToken, installHost)
          : [],
      installHostPublic,
    };
  }

  async function current(orgId: string): Promise<WhitelabelRow | null> {
    return (await repository.findByOrg(orgId))?.whitelabel ?? null;
  }

  async function deleteFiles(names: (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      names
        .filter((name): name is string => Boolean(name))
        .map((name) =>
          storage.delete(PUBLIC_KEY_PREFIX + name).catch((error: unknown) => {
            deps.logger.warn({ err: error, name }, 'could not delete a white-label file');
          }),
        ),
    );
  }

  async function verify(row: WhitelabelRow, now = new Date()): Promise<WhitelabelRow> {
    if (!row.domain || !row.domainVerifyToken) return row;
    const check = await checkDomain(deps.records, {
      domain: row.domain,
      token: row.domainVerifyToken,
      installHost,
      setAt: row.domainSetAt ?? row.updatedAt,
      now,
    });
    return repository.upsert(row.orgId, {
      domainStatus: check.status,
      domainFailureReason: check.reason,
      domainCheckFound: check.found,
      domainCheckedAt: now,
    });
  }

  return {
    async get(caller: Caller) {
      await assertAgency(caller);
      return toConfig(await current(caller.orgId));
    },

    async update(caller: Caller, form: WhitelabelForm) {
      await assertAgency(caller);
      // `file` or `favIcon` sent as an empty text field (not a file) removes that image.
      const { file: logoField, favIcon: faviconField, ...textFields } = form.fields;
      const cleared = new Set<BrandImageKind>();
      for (const [kind, value] of [
        ['logo', logoField],
        ['favicon', faviconField],
      ] as const) {
        if (value === undefined) continue;
        if (value.trim() !== '') {
          const said = WHITELABEL_TEXT.sendImageFile({ kind: BRAND_IMAGE_NAMES[kind] });
          throw badRequest(said, BRAND_IMAGE_FIELDS[kind]);
        }
        cleared.add(kind);
      }
      const changes = parseWhitelabelForm(textFields);
      const images: Partial<Record<BrandImageKind, Buffer>> = {};
      for (const [field, file] of Object.entries(form.files)) {
        const kind = (Object.keys(BRAND_IMAGE_FIELDS) as BrandImageKind[]).find(
          (candidate) => BRAND_IMAGE_FIELDS[candidate] === field,
        );
        if (!kind) throw badRequest(WHITELABEL_TEXT.notAFile({ field }), field);
        images[kind] = await prepareBrandImage(kind, file.data);
      }

      const before = await current(caller.orgId);
      const patch: Partial<WhitelabelRow> = {};
      if (changes.agencyName !== undefined) patch.agencyName = changes.agencyName;
      if (changes.showBanner !== undefined) patch.showBanner = changes.showBanner;
      if (changes.colors !== undefined) patch.colors = changes.colors;

      if (changes.domain !== undefined && changes.domain !== (before?.domain ?? null)) {
        const domain = changes.domain;
        if (domain === installHost || domain?.endsWith(`.${installHost}`)) {
          throw badRequest(WHITELABEL_TEXT.domainIsInstallation, 'domain');
        }
        if (domain && (await repository.isDomainTakenByAnother(caller.orgId, domain))) {
          throw conflict(WHITELABEL_TEXT.domainTaken, 'domain');
        }
        Object.assign(patch, {
          domain,
          domainStatus: domain ? 'pending' : null,
          domainFailureReason: null,
          domainCheckFound: null,
          domainCheckedAt: null,
          domainSetAt: domain ? new Date() : null,
          domainVerifyToken: domain ? newVerifyToken() : null,
        } satisfies Partial<WhitelabelRow>);
      }

      const sender = changes.senderEmail === undefined ? before?.senderEmail : changes.senderEmail;
      // A domain changed in this request is pending again, so only an unchanged one constrains.
      const verifiedDomain =
        patch.domain === undefined && before?.domainStatus === 'verified' ? before.domain : null;
      if (changes.senderEmail && verifiedDomain)
        assertSenderOnDomain(changes.senderEmail, verifiedDomain);
      if (changes.senderEmail !== undefined) patch.senderEmail = changes.senderEmail;
      if (changes.apiKey !== undefined) {
        patch.senderSecretSealed = changes.apiKey
          ? await deps.senderSecrets.seal(changes.apiKey)
          : null;
      }
      if (changes.apiKey && !sender) {
        throw badRequest(WHITELABEL_TEXT.senderForCredentials, 'senderEmail');
      }

      const stored: Partial<Record<BrandImageKind, string>> = {};
      const keys: string[] = [];
      for (const [kind, data] of Object.entries(images) as [BrandImageKind, Buffer][]) {
        const name = `whitelabel/${caller.orgId}/${kind}-${randomBytes(8).toString('hex')}.png`;
        await storage.put(PUBLIC_KEY_PREFIX + name, data, { contentType: 'image/png' });
        keys.push(PUBLIC_KEY_PREFIX + name);
        stored[kind] = name;
      }
      for (const kind of ['logo', 'favicon'] as const) {
        if (stored[kind]) patch[kind] = stored[kind];
        else if (cleared.has(kind)) patch[kind] = null;
      }
      const replaced = (['logo', 'favicon'] as const).filter(
        (kind) => stored[kind] || cleared.has(kind),
      );
      if (replaced.length) patch.logoChangedAt = new Date();

      const row = await deleteIfUnsaved(storage, keys, () =>
        repository.upsert(caller.orgId, patch),
      );
      await deleteFiles(replaced.map((kind) => before?.[kind]));
      return toConfig(row);
    },

    /** Restores the product's defaults: the row and every stored file go. */
    async remove(caller: Caller): Promise<void> {
      await assertAgency(caller);
      const removed = await repository.remove(caller.orgId);
      await deleteFiles([removed?.logo, removed?.favicon]);
    },

    /** The "check now" button: looks the domain's records up and answers what was found. */
    async checkDomainNow(caller: Caller) {
      await assertAgency(caller);
      const row = await current(caller.orgId);
      if (!row?.domain) throw badRequest(WHITELABEL_TEXT.domainFirst, 'domain');
      return domainState(await verify(row));
    },

    /** Mails the owner from the agency's sender, so a wrong password shows before clients mail. */
    async sendTestMail(caller: Caller): Promise<{ to: string }> {
      await assertAgency(caller);
      const to = caller.userId ? await repository.emailOfMember(caller.orgId, caller.userId) : null;
      if (!to) throw forbidden(WHITELABEL_TEXT.testMailOwnerOnly);
      const brand = await deps.mailBrand(caller.orgId);
      if (!brand.sender) {
        throw badRequest(WHITELABEL_TEXT.senderFirst, 'senderEmail');
      }
      try {
        await deps.mailer.send({
          to,
          brand,
          ...composeMail(
            brand,
            {
              subject: WHITELABEL_TEXT.testMailSubject({ product: brand.name }),
              greeting: '',
              lines: [
                WHITELABEL_TEXT.testMailSender({ address: brand.sender.address }),
                WHITELABEL_TEXT.testMailWhere,
              ],
              link: brand.appUrl,
              closing: WHITELABEL_TEXT.testMailSpam,
            },
            caller.locale ?? 'en',
          ),
          meta: { kind: 'whitelabel-test', orgId: caller.orgId },
        });
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          // The SMTP server's own answer, as it came.
          throw serviceUnavailable(
            WHITELABEL_TEXT.testMailRefused({ reason: errorText(error.cause) }),
          );
        }
        throw error;
      }
      return { to };
    },

    recheckJob(): JobDefinition {
      return {
        name: DOMAIN_RECHECK_JOB,
        schedule: { cron: DOMAIN_RECHECK_CRON },
        queue: { retryLimit: 1, expireInSeconds: 10 * 60 },
        handle: async (_data, context) => {
          const now = new Date();
          const rows = await repository.domainsToRecheck(
            new Date(now.getTime() - VERIFIED_RECHECK_MS),
          );
          let verified = 0;
          for (const row of rows) {
            if ((await verify(row, now)).domainStatus === 'verified') verified += 1;
          }
          context.logger.info({ checked: rows.length, verified }, 'white-label domains checked');
          return { checked: rows.length, verified };
        },
      };
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A sender on the verified domain or a parent of it: app.acme.com lets hello@acme.com send. */
function assertSenderOnDomain(senderEmail: string, domain: string): void {
  const senderDomain = senderEmail.split('@')[1] ?? '';
  if (senderDomain === domain || domain.endsWith(`.${senderDomain}`)) return;
  throw badRequest(WHITELABEL_TEXT.senderOffDomain({ domain }), 'senderEmail');
}

export type WhitelabelService = ReturnType<typeof createWhitelabelService>;
