import net from 'node:net';

/** Over a plain socket: the bench has no Redis client of its own. */
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
