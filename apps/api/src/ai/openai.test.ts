// The OpenAI-compatible provider against a small chat-completions server on 127.0.0.1, and the AI
// routes with that provider: what is sent, how the answer is read, and what a failure looks like.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed';
import { createTestContext, type TestContext } from '../test/context';
import { callJson, signIn, type Session } from '../test/session';
import { AiServiceError } from './errors';
import { createOpenAiProvider } from './openai';
import type { ProductFacts } from './provider';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

/** What the fake service answers next: a status and a body (a string is sent as is). */
let reply: { status: number; body: unknown; delayMs?: number };
const received: Received[] = [];
let server: Server;
let baseUrl: string;

function chatAnswer(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(text) as Received['body'],
      });
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const facts: ProductFacts = {
  title: 'Stoneware Mug',
  description: '',
  price: { minor: 1800, currency: { code: 'USD', symbol: '$', fractionDigits: 2 } },
  options: [{ name: 'Colour', values: ['Sage', 'Oat'] }],
  collections: ['Kitchen'],
  shopName: 'Demo Shop',
};

describe('OpenAI-compatible provider', () => {
  const provider = () =>
    createOpenAiProvider(
      { baseUrl, apiKey: 'sk-test-123', model: 'test-model' },
      { timeoutMs: 2000 },
    );

  it('posts a chat completion with the key, the model and the facts, and reads the JSON answer', async () => {
    reply = { status: 200, body: chatAnswer('{"description": "<p>A sturdy mug.</p>"}') };
    const html = await provider().productDescription({ facts, prompt: 'for tea lovers' });
    expect(html).toBe('<p>A sturdy mug.</p>');
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r!.method).toBe('POST');
    expect(r!.url).toBe('/v1/chat/completions');
    expect(r!.authorization).toBe('Bearer sk-test-123');
    expect(r!.body.model).toBe('test-model');
    expect(r!.body.response_format).toEqual({ type: 'json_object' });
    const text = r!.body.messages.map((m) => m.content).join('\n');
    expect(r!.body.messages[0]!.role).toBe('system');
    expect(text).toContain('Stoneware Mug');
    expect(text).toContain('Sage');
    expect(text).toContain('for tea lovers');
    expect(text).toMatch(/Never invent/);
  });

  it("asks for the admin's language: Azerbaijani when the merchant works in az", async () => {
    reply = { status: 200, body: chatAnswer('{"description": "<p>Möhkəm fincan.</p>"}') };
    await provider().productDescription({ facts, prompt: '', language: 'az' });
    expect(received[0]!.body.messages[0]!.content).toMatch(/Write in Azerbaijani/);
    received.length = 0;
    await provider().productDescription({ facts, prompt: '' });
    expect(received[0]!.body.messages[0]!.content).toMatch(/Write in English/);
  });

  it('reads an answer wrapped in a code fence, and keeps SEO text within the limits', async () => {
    const longTitle = 'Mug '.repeat(30).trim();
    reply = {
      status: 200,
      body: chatAnswer(
        '```json\n' +
          JSON.stringify({ meta_title: longTitle, meta_description: 'A mug at Demo Shop.' }) +
          '\n```',
      ),
    };
    const seo = await provider().productSeo({ facts, mode: 'detailed' });
    expect(seo.meta_title.length).toBeLessThanOrEqual(70);
    expect(seo.meta_title).toMatch(/^Mug Mug .*…$/);
    expect(seo.meta_description).toBe('A mug at Demo Shop.');
    expect(received[0]!.body.messages[1]!.content).toMatch(/fuller text/);
  });

  it('answers collection info', async () => {
    reply = {
      status: 200,
      body: chatAnswer(
        JSON.stringify({
          description: '<p>Mugs and more.</p>',
          meta_title: 'Kitchen | Demo Shop',
          meta_description: 'Kitchen things.',
        }),
      ),
    };
    const info = await provider().collectionInfo({
      facts: { title: 'Kitchen', productTitles: ['Stoneware Mug'], shopName: 'Demo Shop' },
      mode: 'concise',
    });
    expect(info).toEqual({
      description: '<p>Mugs and more.</p>',
      meta_title: 'Kitchen | Demo Shop',
      meta_description: 'Kitchen things.',
    });
    expect(received[0]!.body.messages[1]!.content).toContain('Kitchen');
  });

  it.each([
    ['an error status', { status: 401, body: { error: { message: 'bad key' } } }],
    ['a body that is not JSON', { status: 200, body: '<html>gateway</html>' }],
    ['no message', { status: 200, body: { choices: [] } }],
    ['a message that is not JSON', { status: 200, body: chatAnswer('Here is your text!') }],
    ['JSON without the fields', { status: 200, body: chatAnswer('{"text": "hi"}') }],
    ['no answer in time', { status: 200, body: chatAnswer('{}'), delayMs: 5000 }],
  ])('fails with AiServiceError on %s', async (_, r) => {
    reply = r;
    const quick = createOpenAiProvider(
      { baseUrl, apiKey: 'sk-test-123', model: 'test-model' },
      { timeoutMs: 300 },
    );
    await expect(quick.productDescription({ facts, prompt: '' })).rejects.toBeInstanceOf(
      AiServiceError,
    );
  });

  it('fails with AiServiceError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createOpenAiProvider({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: 'k',
      model: 'm',
    });
    await expect(nowhere.productSeo({ facts, mode: 'concise' })).rejects.toBeInstanceOf(
      AiServiceError,
    );
  });
});

describe('the AI routes with the OpenAI-compatible provider', () => {
  let ctx: TestContext;
  let owner: Session;
  beforeAll(async () => {
    ctx = await createTestContext({
      config: { ai: { baseUrl, apiKey: 'sk-route-key', model: 'route-model' } },
    });
    owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password);
  });
  afterAll(() => ctx.close());

  it('sends the trimmed title and sanitises the answer', async () => {
    reply = {
      status: 200,
      body: chatAnswer(
        JSON.stringify({ description: '<p onclick="x()">A mug.</p><script>alert(1)</script>' }),
      ),
    };
    const res = await callJson(ctx, 'POST', 'products/ai_generate_product_description', {
      session: owner,
      body: { product_title: '  Stoneware Mug  ', prompt_for_ai: ' ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ description: '<p>A mug.</p>' });
    expect(received[0]!.authorization).toBe('Bearer sk-route-key');
    expect(received[0]!.body.model).toBe('route-model');
    expect(received[0]!.body.messages[1]!.content).toContain('"title": "Stoneware Mug"');
  });

  it('answers 502 with a clear message when the service fails', async () => {
    reply = { status: 500, body: { error: 'down' } };
    for (const path of [
      'products/ai_generate_product_description',
      'products/ai_generate_product_seo_info',
    ]) {
      const res = await callJson(ctx, 'POST', path, {
        session: owner,
        body: { product_title: 'Mug' },
      });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: 'The AI service did not answer', errors: [] });
    }
    // Logged for the operator, as an AI failure rather than a server bug.
    expect(ctx.logged.every((e) => e instanceof AiServiceError)).toBe(true);
  });
});
