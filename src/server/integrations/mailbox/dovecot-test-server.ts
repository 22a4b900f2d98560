import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort, waitForPort } from '../../testing/ports';

// Test-only: Debian's Dovecot (dovecot-imapd) as a real IMAP server on loopback, configured from
// a temporary directory with a passwd file of plain-text test users, started and stopped by the
// tests. Mail arrives in an inbox by IMAP APPEND, as a reply or a bounce would.

const DOVECOT = '/usr/sbin/dovecot';

/**
 * Whether Dovecot is installed, for `describe.skipIf`: a laptop without it skips those tests, but
 * CI installs it (.ci/run), so there a missing Dovecot fails the run instead of skipping.
 */
export function dovecotInstalled(): boolean {
  const installed = existsSync(DOVECOT);
  if (!installed && process.env.CI) {
    throw new Error('dovecot is not installed: .ci/run installs dovecot-imapd');
  }
  return installed;
}

export type DovecotUser = { user: string; password: string };

/** Each user's folder marked `\Sent`, where a provider files what it sent. */
export const DOVECOT_SENT_FOLDER = 'Outgoing';

export type DovecotTestServer = {
  host: '127.0.0.1';
  port: number;
  /** Puts a raw RFC 5322 message into a user's INBOX, or the folder named. */
  append(user: DovecotUser, raw: string, folder?: string): Promise<void>;
  close(): Promise<void>;
};

/** Dovecot refuses uid 0 for mail: as root, mail is kept by the `mail` user. */
async function mailOwner(): Promise<{ uid: number; gid: number }> {
  const uid = process.getuid?.() ?? 0;
  if (uid !== 0) return { uid, gid: process.getgid?.() ?? uid };
  const line = (await readFile('/etc/passwd', 'utf8'))
    .split('\n')
    .find((l) => l.startsWith('mail:'));
  const [, , mailUid, mailGid] = (line ?? 'mail:x:8:8').split(':');
  return { uid: Number(mailUid), gid: Number(mailGid) };
}

export async function startDovecot(users: readonly DovecotUser[]): Promise<DovecotTestServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-dovecot-'));
  const owner = await mailOwner();
  const port = await freePort();
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'mail'));
  await chown(path.join(dir, 'mail'), owner.uid, owner.gid);
  await writeFile(
    path.join(dir, 'passwd'),
    users.map(({ user, password }) => `${user}:{PLAIN}${password}::::::\n`).join(''),
  );
  const config = path.join(dir, 'dovecot.conf');
  await writeFile(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/mail/%u
}
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  # Marked \\Sent (RFC 6154) under a name no fallback knows: found by its special use only.
  mailbox Outgoing {
    auto = subscribe
    special_use = \\Sent
  }
}
protocol imap {
  # Tests connect many mailboxes to one test user, each with an IDLE watch besides its reads.
  mail_max_userip_connections = 200
}
service imap-login {
  chroot =
  inet_listener imap {
    port = ${port}
  }
}
service anvil {
  chroot =
}
`,
  );
  // In the foreground, as a child of the tests: it ends with them, never left behind as a daemon.
  const master = spawn(DOVECOT, ['-F', '-c', config], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => master.once('exit', () => resolve()));
  await waitForPort(port, 'dovecot');

  return {
    host: '127.0.0.1',
    port,
    async append(user, raw, folder = 'INBOX') {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user: user.user, pass: user.password },
        logger: false,
      });
      await client.connect();
      try {
        await client.append(folder, raw);
      } finally {
        await client.logout();
      }
    },
    async close() {
      master.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
