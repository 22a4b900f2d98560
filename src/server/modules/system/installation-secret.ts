import { randomBytes } from 'node:crypto';

/** Where installation-wide secrets live (the system repository keeps them in system_state). */
export type SecretStore = {
  loadOrCreateSecret(key: string, candidate: string): Promise<string>;
};

/**
 * A random 32-byte key created once per installation and shared by every process (the first to
 * ask stores its candidate), read once per process and then kept. A failed read is retried on
 * the next call rather than remembered.
 */
export function installationSecret(store: SecretStore, key: string): () => Promise<string> {
  let secret: Promise<string> | null = null;
  return () => {
    if (!secret) {
      secret = store.loadOrCreateSecret(key, randomBytes(32).toString('base64url'));
      secret.catch(() => {
        secret = null;
      });
    }
    return secret;
  };
}
