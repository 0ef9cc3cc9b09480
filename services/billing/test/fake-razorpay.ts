/**
 * A local server speaking the parts of Razorpay's API billing uses (POST /v1/orders,
 * GET /v1/payments/:id, GET /v1/orders/:id/payments), for tests that count or hold provider calls.
 * Not a test file itself.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

export interface FakeRazorpay {
  url: string;
  /** Every request, in arrival order: `METHOD path`. */
  calls: string[];
  /** `ok`; `error` answers every call 500; `hold` keeps payments reads open until `release()`. */
  mode: 'ok' | 'error' | 'hold';
  /** Payments reads waiting in `hold` mode. */
  held(): number;
  /** Resolves once `count` payments reads are waiting. */
  whenHeld(count: number): Promise<void>;
  /** Answers the held reads (as the books are now) and goes back to `ok`. */
  release(): void;
  recordPayment(orderId: string, amount: number, status?: string): string;
  close(): Promise<void>;
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const payments = new Map<string, FakePayment>();
  const waiting: (() => void)[] = [];
  const heldListeners: (() => void)[] = [];
  let orders = 0;
  let paymentCount = 0;

  const answerPayments = (path: string, res: http.ServerResponse) => {
    const one = /^\/v1\/payments\/([\w-]+)$/.exec(path);
    const ofOrder = /^\/v1\/orders\/([\w-]+)\/payments$/.exec(path);
    if (one) {
      const payment = payments.get(one[1]!);
      res.statusCode = payment ? 200 : 400;
      res.end(JSON.stringify(payment ?? { error: { code: 'BAD_REQUEST_ERROR', description: 'no such id' } }));
    } else if (ofOrder) {
      const items = [...payments.values()].filter((p) => p.order_id === ofOrder[1]);
      res.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      fake.calls.push(`${req.method} ${path}`);
      res.setHeader('content-type', 'application/json');
      if (fake.mode === 'error') {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'The server failed' } }));
        return;
      }
      if (req.method === 'POST' && path === '/v1/orders') {
        const body = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
        res.end(
          JSON.stringify({
            id: `order_Fake${String(++orders).padStart(10, '0')}`,
            entity: 'order',
            amount: body.amount,
            currency: body.currency,
            receipt: body.receipt,
            status: 'created',
          }),
        );
        return;
      }
      if (fake.mode === 'hold') {
        waiting.push(() => answerPayments(path, res));
        for (const listener of heldListeners.splice(0)) listener();
        return;
      }
      answerPayments(path, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    calls: [],
    mode: 'ok',
    held: () => waiting.length,
    async whenHeld(count) {
      while (waiting.length < count) await new Promise<void>((resolve) => heldListeners.push(resolve));
    },
    release() {
      fake.mode = 'ok';
      for (const answer of waiting.splice(0)) answer();
    },
    recordPayment(orderId, amount, status = 'captured') {
      const id = `pay_Fake${String(++paymentCount).padStart(10, '0')}`;
      payments.set(id, { id, entity: 'payment', order_id: orderId, amount, currency: 'INR', status });
      return id;
    },
    async close() {
      fake.release();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return fake;
}
