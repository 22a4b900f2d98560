import {
  DATA_SOURCE_IDS,
  type DataSourceDto,
  type DataSourceId,
} from '../../../common/api/data-sources';
import type { Platform } from '../../../common/constants';
import type { SecretBox } from '../../integrations/secrets';
import type { DataSourceAdapter } from '../../integrations/social-data/data-source';
import type { createDataSourcesRepository } from './datasources.repository';

/** Each source's adapter for a key, in the form that source's key takes. */
export type DataSourceFactories = Record<DataSourceId, (key: string) => DataSourceAdapter>;

/** The operator's keys for the whole install (config.dataSources.installKeys). */
export type InstallKeys = Record<DataSourceId, string | null>;

export type Connection = NonNullable<DataSourceDto['connection']>;
export type Scope = Connection['scope'];

/** How long the install key's account (label, credits) is remembered before it is asked again. */
const INSTALL_CHECK_TTL_MS = 60 * 60 * 1000;

/**
 * Which key an organization uses for a source, and the adapter over it: the organization's own
 * key wins over the install's. Without any key the source is not connected.
 */
export function createSourceKeys(deps: {
  repository: ReturnType<typeof createDataSourcesRepository>;
  secrets: SecretBox;
  factories: DataSourceFactories;
  installKeys: InstallKeys;
}) {
  const { repository, secrets, factories, installKeys } = deps;
  // What each source is (name, platforms, offers, costs, filters) does not depend on a key.
  const descriptions = new Map(DATA_SOURCE_IDS.map((id) => [id, factories[id]('')]));
  const installChecks = new Map<DataSourceId, { at: number; connection: Promise<Connection> }>();

  /** The install key's account, asked once an hour; a source that does not answer shows its name. */
  function installConnection(source: DataSourceId, key: string): Promise<Connection> {
    const known = installChecks.get(source);
    if (known && Date.now() - known.at < INSTALL_CHECK_TTL_MS) return known.connection;
    const connection = factories[source](key)
      .account()
      .then(
        (account): Connection => ({
          scope: 'install',
          label: account.label,
          creditsLeft: account.creditsLeft,
          checkedAt: new Date().toISOString(),
        }),
        (): Connection => {
          installChecks.delete(source);
          return {
            scope: 'install',
            label: describe(source).name,
            creditsLeft: null,
            checkedAt: new Date().toISOString(),
          };
        },
      );
    installChecks.set(source, { at: Date.now(), connection });
    return connection;
  }

  function describe(source: DataSourceId): DataSourceAdapter {
    const adapter = descriptions.get(source);
    if (!adapter) throw new Error(`no data source ${source}`);
    return adapter;
  }

  return {
    describe,

    /** Each source's connection for the organization, or null. */
    async connections(orgId: string): Promise<Map<DataSourceId, Connection | null>> {
      const rows = await repository.listKeys(orgId);
      const entries = await Promise.all(
        DATA_SOURCE_IDS.map(async (source) => {
          const own = rows.find((row) => row.source === source);
          if (own) {
            const connection: Connection = {
              scope: 'organization',
              label: own.label,
              creditsLeft: own.creditsLeft,
              checkedAt: own.checkedAt.toISOString(),
            };
            return [source, connection] as const;
          }
          const install = installKeys[source];
          return [source, install ? await installConnection(source, install) : null] as const;
        }),
      );
      return new Map(entries);
    },

    /** The adapter over the key the organization uses for a source; null when not connected. */
    async adapterFor(
      orgId: string,
      source: DataSourceId,
    ): Promise<{ adapter: DataSourceAdapter; scope: Scope } | null> {
      const own = await repository.findKey(orgId, source);
      if (own) {
        return {
          adapter: factories[source](await secrets.open(own.sealedKey)),
          scope: 'organization',
        };
      }
      const install = installKeys[source];
      return install ? { adapter: factories[source](install), scope: 'install' } : null;
    },

    /**
     * The sources connected for the organization that cover a platform, cheapest report first
     * (for Instagram the free Instagram API before the vendors).
     */
    async connectedFor(orgId: string, platform: Platform): Promise<DataSourceId[]> {
      const rows = await repository.listKeys(orgId);
      return DATA_SOURCE_IDS.filter(
        (source) =>
          (rows.some((row) => row.source === source) || installKeys[source] !== null) &&
          describe(source).platforms.includes(platform),
      ).sort((a, b) => describe(a).costs.report - describe(b).costs.report);
    },
  };
}

export type SourceKeys = ReturnType<typeof createSourceKeys>;
