import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWhatsAppSender, WhatsAppSendError } from './whatsAppSender';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** A local stand-in for graph.facebook.com: records each request, answers what the test says. */
describe('WhatsApp Cloud API sender', () => {
  let server: Server;
  let baseUrl: string;
  const received: Received[] = [];
  let answer: { status: number; body: unknown };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(await readBody(req)),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    answer = { status: 200, body: { messages: [{ id: 'wamid.HBgM' }] } };
  });

  it('posts a text message to the phone number id with the bearer token', async () => {
    const sender = createWhatsAppSender({ token: 'secret-token', phoneId: '1234567890', baseUrl });
    const result = await sender.send('919876543210', 'Dear Asha,\n\n₹500.00 is due');
    expect(result).toEqual({ messageId: 'wamid.HBgM' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v21.0/1234567890/messages',
        authorization: 'Bearer secret-token',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'text',
          text: { preview_url: true, body: 'Dear Asha,\n\n₹500.00 is due' },
        },
      },
    ]);
  });

  it("fails with the API's message when it refuses", async () => {
    answer = {
      status: 400,
      body: {
        error: { message: '(#131030) Recipient phone number not in allowed list', code: 131030 },
      },
    };
    const sender = createWhatsAppSender({ token: 't', phoneId: '1', baseUrl });
    const failure = sender.send('919876543210', 'hello');
    await expect(failure).rejects.toBeInstanceOf(WhatsAppSendError);
    await expect(failure).rejects.toThrow(
      'WhatsApp refused the message (400): (#131030) Recipient phone number not in allowed list',
    );
  });
});
