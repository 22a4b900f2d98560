import type { Caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { AccountRepository } from './account.repository';
import { API_KEY_PREFIX } from './caller';
import { hashToken, newToken } from './credentials';

/** Characters of a key kept in clear ('rb_live_' and 4 more), so the owner can tell keys apart. */
export const API_KEY_SHOWN_CHARS = 12;

/**
 * The organization's API key: one at a time, shown once when created, stored as its sha256 (the
 * caller resolver looks keys up by that hash). A key acts as the organization, never as a person.
 */
export function createApiKeyService(repository: AccountRepository) {
  return {
    /** A new key; the previous one stops working in the same transaction. */
    async create(caller: Caller) {
      const key = `${API_KEY_PREFIX}${newToken()}`;
      const prefix = key.slice(0, API_KEY_SHOWN_CHARS);
      const row = await repository.transaction(async (tx) => {
        // Serializes concurrent rotations, so an organization never ends up with two live keys.
        await tx.lockOrganization(caller.orgId);
        await tx.revokeApiKeys(caller.orgId);
        return tx.insertApiKey(caller.orgId, {
          prefix,
          keyHash: hashToken(key),
          createdBy: caller.userId,
        });
      });
      return { key, prefix, createdAt: row.createdAt.toISOString() };
    },

    async get(caller: Caller) {
      const row = await repository.findActiveApiKey(caller.orgId);
      if (!row) throw notFound(THING.apiKey);
      return {
        prefix: row.prefix,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      };
    },

    /** Revokes at once: the caller resolver refuses a revoked key on the very next request. */
    async revoke(caller: Caller): Promise<void> {
      if ((await repository.revokeApiKeys(caller.orgId)) === 0) throw notFound(THING.apiKey);
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
