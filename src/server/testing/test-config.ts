import path from 'node:path';
import { type Config, loadConfig } from '../config';

/** The configuration a test runtime starts from (kit.ts); `env` adds to or overrides it. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_PROFILES: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests stand in for clients at different addresses through X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...env,
  });
}
