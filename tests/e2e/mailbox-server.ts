import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmtpTestServer } from '../../src/server/integrations/mail/smtp-test-server';

/**
 * Test files run in other processes than the SMTP server; this loopback endpoint lets them read
 * what it received: GET /messages -> [{ to, subject, text }].
 */
export async function startMailbox(
  smtp: SmtpTestServer,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    const messages = smtp.messages.map((m) => ({
      to: m.envelopeTo,
      subject: m.headers.get('subject') ?? '',
      text: m.text ?? '',
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
