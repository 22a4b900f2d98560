// A real DNS server on loopback (dns2) for tests of domain checks: the app resolves through it
// with DNS_SERVERS, over the same UDP protocol a production resolver speaks.
import dns2 from 'dns2';

const { Packet } = dns2;

export type TestDnsServer = {
  /** `127.0.0.1:<port>`, the value for DNS_SERVERS. */
  address: string;
  setCname(name: string, target: string): void;
  setTxt(name: string, value: string): void;
  /** Answers SERVFAIL for `name` and every name under it, as a broken resolver does. */
  fail(name: string): void;
  clear(name: string): void;
  close(): Promise<void>;
};

/** On `port` when given (a journey's app learns it before the server starts), else any free port. */
export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const cnames = new Map<string, string>();
  const txts = new Map<string, string[]>();
  const failing = new Set<string>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');

  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return send(response);
      const name = key(question.name);
      if ([...failing].some((failed) => name === failed || name.endsWith(`.${failed}`))) {
        response.header.rcode = Packet.RCODE.SERVFAIL;
        return send(response);
      }
      const cname = cnames.get(name);
      if (cname && (question.type === Packet.TYPE.CNAME || question.type === Packet.TYPE.A)) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            domain: cname,
            type: Packet.TYPE.CNAME,
            ttl: 1,
          }),
        );
      }
      if (question.type === Packet.TYPE.TXT) {
        for (const data of txts.get(name) ?? []) {
          response.answers.push(Packet.createResourceFromQuestion(question, { data, ttl: 1 }));
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  const boundPort = server.addresses().udp?.port;
  if (!boundPort) throw new Error('the test DNS server did not start');
  return {
    address: `127.0.0.1:${boundPort}`,
    setCname: (name, target) => cnames.set(key(name), target),
    setTxt: (name, value) => txts.set(key(name), [...(txts.get(key(name)) ?? []), value]),
    fail: (name) => failing.add(key(name)),
    clear: (name) => {
      failing.delete(key(name));
      cnames.delete(key(name));
      txts.delete(key(name));
    },
    close: () => server.close(),
  };
}
