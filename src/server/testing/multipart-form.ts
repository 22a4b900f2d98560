// Test-only: a multipart/form-data body as a browser sends it, for app.inject upload tests.

export type FormPart = {
  name: string;
  value: string | Buffer;
  /** Makes the part a file. */
  fileName?: string;
  contentType?: string;
};

export function multipartForm(parts: FormPart[]) {
  const boundary = '----reachbase-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.fileName
          ? `; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
          : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
