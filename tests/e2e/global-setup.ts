import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { startSmtpTestServer } from '../../src/server/integrations/mail/smtp-test-server';
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
  }
}

export const DEMO_PROFILES = 1_200;
const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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

/** Builds the web app if needed, then runs `reachbase start` exactly as a user would. */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-e2e-'));
  const port = await freePort();
  const dnsPort = await freeUdpPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Real mail: the app sends over SMTP to a server on loopback; tests read it through a mailbox.
  const smtp = await startSmtpTestServer();
  const mailbox = await startMailbox(smtp);
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'bin/reachbase.js'), 'start'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_PROFILES: String(DEMO_PROFILES),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PUBLIC_URL: baseUrl,
        SMTP_URL: `smtp://${smtp.host}:${smtp.port}`,
        // API sign-ups stand in for people at different addresses (accounts-api.ts).
        TRUST_PROXY: '127.0.0.1',
        // Custom domains verify against a DNS server on loopback that the white-label journey runs.
        DNS_SERVERS: `127.0.0.1:${dnsPort}`,
        // The contact form's tickets arrive here (mailbox.ts SUPPORT_EMAIL).
        SUPPORT_EMAIL: 'support@reachbase.test',
        // The webhooks journey's receiver listens on loopback, which outbound fetches may reach.
        OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`reachbase start exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('reachbase start did not become healthy in 120 s');
    await sleep(250);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('demoProfiles', DEMO_PROFILES);
  project.provide('mailboxUrl', mailbox.url);
  project.provide('dataDir', dataDir);
  project.provide('dnsPort', dnsPort);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await mailbox.close();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
