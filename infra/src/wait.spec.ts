import net from 'node:net';
import { pollUntil, tcpProbe } from './wait';

function serve(onConnection: (socket: net.Socket) => void): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer(onConnection);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('pollUntil', () => {
  it('resolves once the probe succeeds', async () => {
    let calls = 0;
    await pollUntil(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
      },
      { what: 'thing', timeoutMs: 2000, intervalMs: 5 },
    );
    expect(calls).toBe(3);
  });

  it('fails after the timeout with the last error', async () => {
    await expect(
      pollUntil(
        async () => {
          throw new Error('connection refused');
        },
        { what: 'redis', timeoutMs: 50, intervalMs: 10 },
      ),
    ).rejects.toThrow('redis not ready after 0 s (last error: connection refused)');
  });

  it('stops at once when giveUp reports a reason', async () => {
    const probe = jest.fn(async () => {
      throw new Error('refused');
    });
    await expect(
      pollUntil(probe, { what: 'nats', timeoutMs: 10_000, giveUp: () => 'exited with code 1' }),
    ).rejects.toThrow('nats: exited with code 1');
    expect(probe).not.toHaveBeenCalled();
  });
});

describe('tcpProbe', () => {
  it('accepts a banner that matches and rejects one that does not', async () => {
    const server = await serve((socket) => socket.end('220 ready\r\n'));
    try {
      await expect(tcpProbe(server.port, { expect: /^220 / })()).resolves.toBeUndefined();
      await expect(tcpProbe(server.port, { expect: /^INFO / })()).rejects.toThrow('unexpected answer: 220 ready');
    } finally {
      await server.close();
    }
  });

  it('sends a command and checks the reply', async () => {
    const server = await serve((socket) =>
      socket.once('data', (data) => socket.end(data.toString() === 'PING\r\n' ? '+PONG\r\n' : '-ERR\r\n')),
    );
    try {
      await expect(tcpProbe(server.port, { send: 'PING\r\n', expect: /^\+PONG/ })()).resolves.toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
