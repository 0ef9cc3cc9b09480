import {
  appEnv,
  appPortsFromEnv,
  defaultEnv,
  fillBlanks,
  overriddenVars,
  serverEnv,
  serverPortsFromEnv,
  type ServerPorts,
} from './env';

const ports: ServerPorts = { nats: 1, redis: 2, mongo: 3, s3: 4, s3Console: 5, smtp: 6, mailUi: 7 };
const s3 = { accessKey: 'ak', secretKey: 'sk', bucket: 'b' };

describe('serverEnv', () => {
  it('derives every connection variable from the ports', () => {
    expect(serverEnv(ports, s3)).toEqual({
      NATS_PORT: '1',
      REDIS_PORT: '2',
      MONGO_PORT: '3',
      S3_PORT: '4',
      S3_CONSOLE_PORT: '5',
      SMTP_PORT: '6',
      MAIL_UI_PORT: '7',
      NATS_URL: 'nats://127.0.0.1:1',
      REDIS_URL: 'redis://127.0.0.1:2',
      MONGO_URL: 'mongodb://127.0.0.1:3/',
      S3_ENDPOINT: 'http://127.0.0.1:4',
      S3_ACCESS_KEY: 'ak',
      S3_SECRET_KEY: 'sk',
      S3_BUCKET: 'b',
      SMTP_HOST: '127.0.0.1',
      MAIL_UI_URL: 'http://127.0.0.1:7',
    });
  });

  it('uses a given MongoDB instead of the local engine', () => {
    expect(serverEnv(ports, s3, 'mongodb://db:27017/?replicaSet=rs0').MONGO_URL).toBe(
      'mongodb://db:27017/?replicaSet=rs0',
    );
  });
});

describe('appEnv', () => {
  it('gives the origin the gateway trusts and where the front end proxies /api', () => {
    expect(appEnv({ gateway: 3100, web: 5100 })).toEqual({
      GATEWAY_PORT: '3100',
      WEB_PORT: '5100',
      APP_ORIGIN: 'http://localhost:5100',
      GATEWAY_URL: 'http://127.0.0.1:3100',
    });
  });
});

describe('ports from the environment', () => {
  it('reads the *_PORT variables of .env.example, which match its URLs', () => {
    const env = defaultEnv();
    const fromFile = serverPortsFromEnv(env);
    expect(fromFile).toEqual({
      nats: 14222,
      redis: 16379,
      mongo: 27117,
      s3: 19000,
      s3Console: 19001,
      smtp: 11025,
      mailUi: 11080,
    });
    expect(appPortsFromEnv(env)).toEqual({ gateway: 3000, web: 5173 });
    // The example's explicit URLs must agree with its ports, or make dev would warn on a fresh clone.
    const s3 = { accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY, bucket: env.S3_BUCKET };
    const derived = { ...serverEnv(fromFile, s3), ...appEnv(appPortsFromEnv(env)) };
    expect(overriddenVars(env, derived)).toEqual([]);
  });

  it('rejects a missing or malformed port', () => {
    expect(() => appPortsFromEnv({ GATEWAY_PORT: '3000' })).toThrow('WEB_PORT is missing');
    expect(() => appPortsFromEnv({ GATEWAY_PORT: 'x', WEB_PORT: '1' })).toThrow(
      'GATEWAY_PORT must be a port number, got "x"',
    );
  });
});

describe('fillBlanks', () => {
  it('keeps what is set and fills what is missing or empty', () => {
    expect(fillBlanks({ A: 'kept', B: '', C: undefined }, { A: 'derived', B: 'b', C: 'c', D: 'd' })).toEqual({
      A: 'kept',
      B: 'b',
      C: 'c',
      D: 'd',
    });
  });
});

describe('overriddenVars', () => {
  it('lists set values that differ from the derived ones', () => {
    expect(
      overriddenVars(
        { NATS_URL: 'nats://elsewhere:4222', REDIS_URL: '', MONGO_URL: 'x' },
        { NATS_URL: 'nats://127.0.0.1:1', REDIS_URL: 'r', MONGO_URL: 'x' },
      ),
    ).toEqual(['NATS_URL']);
  });
});
