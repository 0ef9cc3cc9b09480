import net from 'node:net';

/**
 * One Redis command over a plain socket (RESP), for a bench that must reset a counter of the stack
 * it started; answers the raw reply. The bench has no Redis client of its own.
 */
export function redisCommand(url: string, ...args: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  const request = `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname, () => socket.write(request));
    socket.once('data', (reply) => {
      socket.end();
      const text = reply.toString('utf8');
      if (text.startsWith('-')) reject(new Error(`redis: ${text.trim()}`));
      else resolve(text);
    });
    socket.once('error', reject);
  });
}
