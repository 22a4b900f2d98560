import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { freePort, waitForPort } from '../../testing/ports';
import { createWhitelabelRepository } from './whitelabel.repository';

// The deployment docs/deployment.md describes, for real: Debian's Caddy in front of the app,
// issuing certificates on demand (its internal CA stands in for ACME, which needs the internet)
// only for hosts our tls-ask endpoint allows. CI installs caddy; elsewhere the test says why it
// skips.
const caddyPath = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();
if (!caddyPath && process.env.CI) throw new Error('caddy is not installed: .ci/run installs it');

let kit: TestKit;
let workDir: string;
let caddy: ChildProcess | null = null;
let httpsPort = 0;

/** GET over HTTPS through Caddy with the given SNI and Host, like `curl --resolve host:port:127.0.0.1`. */
function getThroughCaddy(host: string, urlPath: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: host,
        path: urlPath,
        headers: { host },
        // Caddy's internal CA is not in the system's trust store (skip_install_trust).
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!caddyPath)("custom domains behind Caddy's on-demand TLS", () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-caddy-'));
    const webDir = path.join(workDir, 'web');
    await mkdir(webDir);
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title></title><link rel="icon" href="data:," /></head><body><div id="root"></div></body></html>',
    );
    kit = await createTestKit({ env: { WEB_DIST_DIR: webDir } });
    await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (kit.app.server.address() as { port: number }).port;

    const repository = createWhitelabelRepository(kit.database.db);
    const verified = await kit.signUp({ plan: 'agency' });
    await repository.upsert(verified.org.id, {
      agencyName: 'Acme Talent',
      domain: 'clients.acme-talent.test',
      domainStatus: 'verified',
    });
    const pending = await kit.signUp({ plan: 'agency' });
    await repository.upsert(pending.org.id, {
      agencyName: 'Pending Agency',
      domain: 'clients.pending.test',
      domainStatus: 'pending',
    });

    httpsPort = await freePort();
    const httpPort = await freePort();
    const caddyfile = path.join(workDir, 'Caddyfile');
    await writeFile(
      caddyfile,
      `{
  admin off
  local_certs
  skip_install_trust
  storage file_system ${path.join(workDir, 'caddy-data')}
  http_port ${httpPort}
  https_port ${httpsPort}
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/api/v1/public/tls-ask
  }
}

https:// {
  tls internal {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    caddy = spawn(caddyPath!, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: workDir,
        XDG_DATA_HOME: path.join(workDir, 'xdg-data'),
        XDG_CONFIG_HOME: path.join(workDir, 'xdg-config'),
      },
      stdio: 'ignore',
    });
    await waitForPort(httpsPort, 'caddy');
  }, 60_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await kit?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("serves a verified agency domain over HTTPS with the agency's page", async () => {
    const page = await getThroughCaddy('clients.acme-talent.test', '/auth/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Acme Talent</title>');
  });

  it('gives a domain that is not verified no certificate', async () => {
    await expect(getThroughCaddy('clients.pending.test', '/auth/login')).rejects.toThrow();
    await expect(getThroughCaddy('never-configured.test', '/auth/login')).rejects.toThrow();
  });
});
