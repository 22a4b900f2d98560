import { execFileSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpTestServer } from '../../src/server/integrations/mail/smtp-test-server';
import { startModashTestServer } from '../../src/server/integrations/social-data/modash-test-server';
import { startAppProcess } from './app-process';
import { startMailbox } from './mailbox-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoProfiles: number;
    mailboxUrl: string;
    /** The app's DATA_DIR, for operator commands (`reachbase set-plan`) through its socket. */
    dataDir: string;
    /** The UDP port the app resolves through (DNS_SERVERS); a journey serves DNS on it. */
    dnsPort: number;
    /** The loopback SMTP server the mailbox reads: a journey's own app process mails there too. */
    smtpUrl: string;
    /** The API token the Modash stand-in takes (the app reaches it through MODASH_API_BASE_URL). */
    modashToken: string;
  }
}

export const DEMO_PROFILES = 1_200;
const MODASH_TOKEN = 'e2e-modash-token';
const root = path.resolve(import.meta.dirname, '../..');

async function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** Builds the web app and the server if needed, then runs `reachbase start` exactly as a user would. */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const dnsPort = await freeUdpPort();
  // Real mail: the app sends over SMTP to a server on loopback; tests read it through a mailbox.
  const smtp = await startSmtpTestServer();
  const mailbox = await startMailbox(smtp);
  const smtpUrl = `smtp://${smtp.host}:${smtp.port}`;
  // Real creator data: the app asks a local peer speaking Modash's documented API.
  const modash = await startModashTestServer({ apiToken: MODASH_TOKEN, credits: 1_000 });
  const app = await startAppProcess({
    demoProfiles: DEMO_PROFILES,
    env: {
      SMTP_URL: smtpUrl,
      // API sign-ups stand in for people at different addresses (accounts-api.ts).
      TRUST_PROXY: '127.0.0.1',
      // Custom domains verify against a DNS server on loopback that the white-label journey runs.
      DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      // The contact form's tickets arrive here (mailbox.ts SUPPORT_EMAIL).
      SUPPORT_EMAIL: 'support@reachbase.test',
      // The webhooks journey's receiver listens on loopback, which outbound fetches may reach.
      OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
      MODASH_API_BASE_URL: modash.baseUrl,
    },
  });
  const { baseUrl, dataDir } = app;
  project.provide('baseUrl', baseUrl);
  project.provide('demoProfiles', DEMO_PROFILES);
  project.provide('mailboxUrl', mailbox.url);
  project.provide('dataDir', dataDir);
  project.provide('dnsPort', dnsPort);
  project.provide('smtpUrl', smtpUrl);
  project.provide('modashToken', MODASH_TOKEN);
  return async () => {
    await app.stop();
    await mailbox.close();
    await smtp.close();
    await modash.close();
  };
}
