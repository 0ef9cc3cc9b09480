import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { Client as MinioClient } from 'minio';
import mongoose from 'mongoose';
import type { ServerPorts } from '../src/env';
import { NODE_BIN, REPO_ROOT } from '../src/paths';
import { freePorts, isPortFree } from '../src/ports';
import { startServers, type Servers } from '../src/servers';
import { pollUntil } from '../src/wait';
import { natsConnectOptions } from '@typing/service-kit';

/** Every real server on free ports in a temporary folder, then checked by a real client each. */
describe('startServers', () => {
  let dataDir: string;
  let ports: ServerPorts;
  let servers: Servers;
  let startMs: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'servers-int-'));
    const [nats, redis, mongo, s3, s3Console, smtp, mailUi] = await freePorts(7);
    ports = { nats, redis, mongo, s3, s3Console, smtp, mailUi };
    const started = Date.now();
    servers = await startServers({ dataDir, ports, quiet: true });
    startMs = Date.now() - started;
  });

  afterAll(async () => {
    await servers?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts within a bounded time and describes itself in env', () => {
    expect(startMs).toBeLessThan(30_000);
    expect(servers.names).toEqual(['nats', 'redis', 'ferretdb', 'minio', 'maildev']);
    expect(servers.env).toMatchObject({
      NATS_URL: `nats://127.0.0.1:${ports.nats}`,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      MONGO_URL: `mongodb://127.0.0.1:${ports.mongo}/`,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      SMTP_PORT: String(ports.smtp),
      MAIL_UI_URL: `http://127.0.0.1:${ports.mailUi}`,
    });
  });

  it('NATS: request-reply works and JetStream is enabled', async () => {
    const nc = await connect(natsConnectOptions(servers.env));
    try {
      nc.subscribe('infra.echo', {
        callback: (_err, msg) => {
          msg.respond(msg.data);
        },
      });
      const reply = await nc.request('infra.echo', 'hello', { timeout: 2000 });
      expect(reply.string()).toBe('hello');
      const info = await nc.request('$JS.API.INFO', '', { timeout: 2000 });
      expect(info.json<{ type: string }>().type).toBe('io.nats.jetstream.api.v1.account_info_response');
    } finally {
      await nc.close();
    }
  });

  it('Redis: answers PING and keeps an append-only file', async () => {
    const redis = new Redis(servers.env.REDIS_URL);
    try {
      expect(await redis.ping()).toBe('PONG');
      expect(await redis.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    } finally {
      redis.disconnect();
    }
  });

  describe('MongoDB engine (FerretDB)', () => {
    let conn: mongoose.Connection;
    beforeAll(async () => {
      conn = await mongoose.createConnection(servers.env.MONGO_URL, { dbName: 'typing_infra_test' }).asPromise();
    });
    afterAll(() => conn?.close());

    it('answers ping and stores documents', async () => {
      expect(await conn.db!.admin().ping()).toMatchObject({ ok: 1 });
      const notes = conn.collection('notes');
      await notes.insertOne({ text: 'hello' });
      expect(await notes.findOne({ text: 'hello' })).toMatchObject({ text: 'hello' });
    });

    // Guards infra/ferretdb/rmw_lock.go: upstream loses concurrent updates (38 of 50 "succeed").
    it('applies concurrent conditional updates atomically', async () => {
      const counters = conn.collection<{ _id: string; left: number }>('counters');
      await counters.insertOne({ _id: 'quota', left: 10 });
      const attempts = Array.from({ length: 50 }, () =>
        counters.updateOne({ _id: 'quota', left: { $gt: 0 } }, { $inc: { left: -1 } }),
      );
      const results = await Promise.all(attempts);
      expect(results.filter((result) => result.modifiedCount === 1)).toHaveLength(10);
      expect(await counters.findOne({ _id: 'quota' })).toMatchObject({ left: 0 });

      await counters.insertOne({ _id: 'quota2', left: 10 });
      const claims = await Promise.all(
        Array.from({ length: 50 }, () =>
          counters.findOneAndUpdate({ _id: 'quota2', left: { $gt: 0 } }, { $inc: { left: -1 } }),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(10);
      expect(await counters.findOne({ _id: 'quota2' })).toMatchObject({ left: 0 });
    });
  });

  it('S3: the bucket exists and stores objects', async () => {
    const s3 = new MinioClient({
      endPoint: '127.0.0.1',
      port: ports.s3,
      useSSL: false,
      accessKey: servers.env.S3_ACCESS_KEY,
      secretKey: servers.env.S3_SECRET_KEY,
    });
    expect(await s3.bucketExists(servers.env.S3_BUCKET)).toBe(true);
    await s3.putObject(servers.env.S3_BUCKET, 'probe.txt', Buffer.from('hello'));
    const stream = await s3.getObject(servers.env.S3_BUCKET, 'probe.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
  });

  it('mail: a message sent over SMTP shows in the inbox API', async () => {
    await sendMail(ports.smtp, {
      from: 'no-reply@typing.local',
      to: 'user@example.com',
      subject: 'Your code',
      text: 'Code: 123456',
    });
    const mail = await waitForMail(servers.env.MAIL_UI_URL, 'Your code');
    expect(mail).toMatchObject({ subject: 'Your code', to: [{ address: 'user@example.com' }] });
    expect(mail.text).toContain('Code: 123456');
  });

  it('restarts a stopped server on the same port with its data', async () => {
    const redis = new Redis(servers.env.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    await redis.connect();
    await redis.set('survives', 'restart');
    redis.disconnect();

    await servers.stopServer('redis');
    expect(await isPortFree(ports.redis)).toBe(true);
    await servers.startServer('redis');

    const again = new Redis(servers.env.REDIS_URL);
    try {
      expect(await again.get('survives')).toBe('restart');
    } finally {
      again.disconnect();
    }

    await servers.stopServer('maildev');
    await servers.startServer('maildev');
    expect(await waitForMail(servers.env.MAIL_UI_URL, 'Your code')).toBeDefined();
  });

  it('stops every server: ports free, no process left', async () => {
    await servers.stop();
    for (const port of Object.values(ports)) expect(await isPortFree(port)).toBe(true);
    expect(processesUsing(dataDir)).toEqual([]);
  });
});

describe('a supervisor that is killed', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('by %s leaves no server behind', async (signal) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'servers-killed-'));
    const ports = await freePorts(7);
    const script = 'infra/test/fixtures/run-servers.ts';
    const supervisor = spawn(NODE_BIN, ['-r', '@swc-node/register', script, dataDir, ...ports.map(String)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let ready = false;
    supervisor.stdout.on('data', (chunk: Buffer) => (ready ||= chunk.toString().includes('READY')));
    const check = (condition: () => boolean, what: string) =>
      pollUntil(
        async () => {
          if (!condition()) throw new Error('not yet');
        },
        { what, timeoutMs: 30_000 },
      );
    try {
      await check(() => ready, 'the supervisor starting its servers');
      expect(processesUsing(dataDir)).toHaveLength(5);

      supervisor.kill(signal);
      await check(() => supervisor.signalCode !== null, 'the supervisor dying');
      expect(supervisor.signalCode).toBe(signal);

      await check(() => processesUsing(dataDir).length === 0, 'its servers ending');
      for (const port of ports) expect(await isPortFree(port)).toBe(true);
    } finally {
      // Whatever happened above, leave nothing running (these are this test's own processes).
      supervisor.kill('SIGKILL');
      for (const line of processesUsing(dataDir)) process.kill(Number(line.split(' ')[0]), 'SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Processes running inside dataDir (every server's working directory is its data folder). */
function processesUsing(dataDir: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(dataDir)) continue;
      found.push(`${pid} ${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`);
    } catch {
      // The process ended while we looked, or is not ours to inspect.
    }
  }
  return found;
}

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function waitForMail(mailUiUrl: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await pollUntil(
    async () => {
      const mails = (await (await fetch(`${mailUiUrl}/email`)).json()) as CaughtMail[];
      found = mails.find((mail) => mail.subject === subject);
      if (!found) throw new Error(`no mail "${subject}" among ${mails.length}`);
    },
    { what: 'the mail in the inbox', timeoutMs: 10_000 },
  );
  return found!;
}

/** A minimal SMTP client: one command, one expected reply code, in order. */
async function sendMail(
  port: number,
  mail: { from: string; to: string; subject: string; text: string },
): Promise<void> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  const replies: string[] = [];
  let waiting: (() => void) | undefined;
  let buffer = '';
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    // A reply ends with a line "NNN text" (a dash after the code means more lines follow).
    const complete = buffer.match(/(?:^|\r\n)(\d{3}) [^\r\n]*\r\n$/);
    if (!complete) return;
    replies.push(buffer);
    buffer = '';
    waiting?.();
  });
  const expectReply = async (code: string) => {
    if (replies.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
    const reply = replies.shift()!;
    if (!reply.match(new RegExp(`(?:^|\\r\\n)${code} [^\\r\\n]*\\r\\n$`)))
      throw new Error(`SMTP: expected ${code}, got ${reply.trim()}`);
  };
  const command = async (line: string, code: string) => {
    socket.write(`${line}\r\n`);
    await expectReply(code);
  };
  try {
    await expectReply('220');
    await command('EHLO infra-test', '250');
    await command(`MAIL FROM:<${mail.from}>`, '250');
    await command(`RCPT TO:<${mail.to}>`, '250');
    await command('DATA', '354');
    await command(`From: ${mail.from}\r\nTo: ${mail.to}\r\nSubject: ${mail.subject}\r\n\r\n${mail.text}\r\n.`, '250');
    await command('QUIT', '221');
  } finally {
    socket.destroy();
  }
}
