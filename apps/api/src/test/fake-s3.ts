// A small S3-compatible object store for tests: one bucket in memory, on 127.0.0.1 (a random port),
// path-style. It answers PUT, HEAD and GET of objects as S3 does (If-None-Match: * refused with 412,
// user metadata in x-amz-meta-*, XML error documents), and, like S3, refuses any request whose
// AWS4-HMAC-SHA256 signature it cannot verify. The signature is checked here by its own code, written
// from AWS's specification, so the tests also cross-check the signing library the API uses.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { UploadsS3Config } from '../config';

export interface FakeObject {
  bytes: Buffer;
  contentType: string;
  /** x-amz-meta-* headers, without the prefix. */
  meta: Record<string, string>;
}

/** What a request carried, for a test to look at. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

/**
 * How the store misbehaves: `reset` closes every connection at once (a store that is down), `hang`
 * never answers, a status answers every request with it (and an S3 error code).
 */
export type FakeS3Failure = 'reset' | 'hang' | { status: number; code: string } | null;

export interface FakeS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeObject>;
  seen: SeenRequest[];
  /** Why each refused request was refused (a bad signature, a wrong key...). */
  refusals: string[];
  failWith(failure: FakeS3Failure): void;
  /** The API's settings for this store (UploadsS3Config), with a short time limit. */
  config(overrides?: Partial<UploadsS3Config>): UploadsS3Config;
  /** The same as environment variables, for a server process. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
/** S3 refuses a request signed more than 15 minutes away from its own clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

/** Why a request's signature does not hold, or null when it does (AWS Signature Version 4). */
function signatureProblem(req: IncomingMessage, body: Buffer, fake: FakeS3): string | null {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) return `malformed Authorization: ${req.headers.authorization ?? '(none)'}`;
  const [, accessKeyId, date, region, service, signedHeaders, signature] = match;
  if (accessKeyId !== fake.accessKeyId) return `unknown access key ${accessKeyId}`;
  if (region !== fake.region) return `region ${region}, not ${fake.region}`;
  if (service !== 's3') return `service ${service}, not s3`;
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!when || amzDate.slice(0, 8) !== date) return `x-amz-date ${amzDate} does not match ${date}`;
  const [, y, mo, d, h, mi, s] = when.map(Number) as number[];
  if (Math.abs(Date.UTC(y!, mo! - 1, d, h, mi, s) - Date.now()) > MAX_SKEW_MS) return 'clock skew';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== 'UNSIGNED-PAYLOAD') {
    return `x-amz-content-sha256 is ${payloadHash || 'missing'}`;
  }
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body)) {
    return 'x-amz-content-sha256 is not the hash of the body';
  }
  const names = signedHeaders!.split(';');
  for (const needed of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!names.includes(needed)) return `${needed} is not signed`;
  }
  for (const name of Object.keys(req.headers)) {
    if ((name.startsWith('x-amz-') || name === 'if-none-match') && !names.includes(name)) {
      return `${name} is sent but not signed`;
    }
  }
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${fake.secretAccessKey}`, date!);
  for (const part of [region!, service!, 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

function xmlError(res: ServerResponse, status: number, code: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Start a fake store on 127.0.0.1; `close()` it after the tests. */
export async function startFakeS3(): Promise<FakeS3> {
  let failure: FakeS3Failure = null;
  const sockets = new Set<Socket>();
  const fake = {
    endpoint: '',
    bucket: 'shop-uploads',
    region: 'eu-test-1',
    accessKeyId: 'AKIAFAKES3TEST',
    secretAccessKey: `fake-secret-${randomBytes(12).toString('hex')}`,
    objects: new Map<string, FakeObject>(),
    seen: [] as SeenRequest[],
    refusals: [] as string[],
  } as FakeS3;

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      fake.seen.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
      if (failure === 'hang') return;
      if (typeof failure === 'object' && failure)
        return xmlError(res, failure.status, failure.code);
      const problem = signatureProblem(req, body, fake);
      if (problem) {
        fake.refusals.push(`${req.method} ${url.pathname}: ${problem}`);
        return xmlError(res, 403, 'SignatureDoesNotMatch');
      }
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== fake.bucket) return xmlError(res, 404, 'NoSuchBucket');
      const stored = fake.objects.get(key);
      if (req.method === 'PUT') {
        if (stored && req.headers['if-none-match'] === '*') {
          return xmlError(res, 412, 'PreconditionFailed');
        }
        const meta = Object.fromEntries(
          Object.entries(req.headers)
            .filter(([name]) => name.startsWith('x-amz-meta-'))
            .map(([name, value]) => [name.slice('x-amz-meta-'.length), String(value)]),
        );
        const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
        fake.objects.set(key, { bytes: body, contentType, meta });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return xmlError(res, 405, 'MethodNotAllowed');
      }
      if (!stored) return xmlError(res, 404, 'NoSuchKey');
      res.writeHead(200, {
        'Content-Type': stored.contentType,
        'Content-Length': String(stored.bytes.length),
        ETag: `"${createHash('md5').update(stored.bytes).digest('hex')}"`,
        ...Object.fromEntries(
          Object.entries(stored.meta).map(([name, value]) => [`x-amz-meta-${name}`, value]),
        ),
      });
      res.end(req.method === 'HEAD' ? undefined : stored.bytes);
    })();
  });
  server.on('connection', (socket) => {
    if (failure === 'reset') {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  fake.failWith = (next) => {
    failure = next;
    // A store that went down drops the connections it had too.
    if (next === 'reset') for (const socket of sockets) socket.destroy();
  };
  fake.config = (overrides = {}) => ({
    endpoint: fake.endpoint,
    bucket: fake.bucket,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    addressing: 'path',
    timeoutMs: 1000,
    ...overrides,
  });
  fake.env = () => ({
    UPLOADS_S3_ENDPOINT: fake.endpoint,
    UPLOADS_S3_BUCKET: fake.bucket,
    UPLOADS_S3_REGION: fake.region,
    UPLOADS_S3_ACCESS_KEY_ID: fake.accessKeyId,
    UPLOADS_S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
    UPLOADS_S3_ADDRESSING: 'path',
  });
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
