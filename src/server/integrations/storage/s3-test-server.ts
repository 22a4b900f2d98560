import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local peer for tests: speaks the S3 REST shape of PutObject, GetObject, HeadObject,
 * DeleteObject and ListObjectsV2 (path-style, `max-keys` honoured so paging is exercised) and, like S3, refuses any request whose SigV4 signature it cannot
 * reproduce with the secret it knows. The verification is written independently of `sigv4.ts`
 * on purpose: a signing bug in the client must fail here, not be mirrored.
 */

export type S3TestServer = {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string; lastModified: Date }>;
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
};

type Credentials = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export async function startS3TestServer(
  credentials: Credentials,
  options: { listPageSize?: number } = {},
): Promise<S3TestServer> {
  const objects: S3TestServer['objects'] = new Map();
  const requests: S3TestServer['requests'] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://peer');
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });

    const refusal = verifySignature(req, url, body, credentials);
    if (refusal) return sendError(res, req.method, refusal.status, refusal.code, refusal.message);

    const [, bucket, ...keyParts] = url.pathname.split('/');
    if (bucket !== credentials.bucket) {
      return sendError(res, req.method, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    const key = decodeURIComponent(keyParts.join('/'));
    if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
      return listObjects(res, objects, url.searchParams, options.listPageSize ?? 1000);
    }
    const stored = objects.get(key);
    switch (req.method) {
      case 'PUT':
        if (req.headers['content-length'] === undefined) {
          return sendError(
            res,
            req.method,
            411,
            'MissingContentLength',
            'You must provide the Content-Length HTTP header.',
          );
        }
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          lastModified: new Date(),
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      case 'GET':
      case 'HEAD':
        if (!stored)
          return sendError(res, req.method, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-type': stored.contentType,
          'content-length': stored.body.length,
        });
        return res.end(req.method === 'GET' ? stored.body : undefined);
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return sendError(res, req.method, 405, 'MethodNotAllowed', 'Not supported by this peer');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function verifySignature(
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
  credentials: Credentials,
): { status: number; code: string; message: string } | null {
  const header = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return { status: 400, code: 'AuthorizationHeaderMalformed', message: header };
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== credentials.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: accessKeyId };
  }
  if (region !== credentials.region) {
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: `region ${region}` };
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!amzDate.startsWith(day) || !(Math.abs(Date.now() - signedAt) < 15 * 60_000)) {
    return { status: 403, code: 'RequestTimeTooSkewed', message: amzDate };
  }
  const names = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) {
      return { status: 403, code: 'AccessDenied', message: `${required} must be signed` };
    }
  }
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch', message: payloadHash };
  }

  const encode = (value: string) =>
    encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const canonical = [
    req.method,
    url.pathname
      .split('/')
      .map((segment) => encode(decodeURIComponent(segment)))
      .join('/'),
    [...url.searchParams]
      .map(([name, value]) => `${encode(name)}=${encode(value)}`)
      .sort()
      .join('&'),
    names.map((name) => `${name}:${headerValue(req, name)}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${day}/${region}/s3/aws4_request`,
    sha256(canonical),
  ].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return null;
}

function headerValue(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sendError(
  res: http.ServerResponse,
  method: string | undefined,
  status: number,
  code: string,
  message: string,
) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml' });
  // HEAD answers carry no body, exactly as S3's do.
  res.end(method === 'HEAD' ? undefined : xml);
}

/** ListObjectsV2: keys in order, `max-keys` a page (default 1,000), the last key as the token. */
function listObjects(
  res: http.ServerResponse,
  objects: S3TestServer['objects'],
  query: URLSearchParams,
  defaultPageSize: number,
) {
  const prefix = query.get('prefix') ?? '';
  const after = query.get('continuation-token') ?? '';
  const pageSize = Number(query.get('max-keys') ?? defaultPageSize);
  const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const contents = page
    .map((k) => {
      const object = objects.get(k)!;
      return `<Contents><Key>${k}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><Size>${object.body.length}</Size></Contents>`;
    })
    .join('');
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${
      truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ''
    }${contents}</ListBucketResult>`,
  );
}
