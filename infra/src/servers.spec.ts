import { serverSpecs } from './servers';

const ports = { nats: 1001, redis: 1002, mongo: 1003, s3: 1004, s3Console: 1005, smtp: 1006, mailUi: 1007 };
const s3 = { accessKey: 'ak', secretKey: 'secret-key', bucket: 'b' };
const locate = (candidates: string[]) => candidates[0];
const nats = { config: 'authorization {}\n', serverEnv: { NATS_PASSWORD_GATEWAY: 'gateway-password' } };

describe('serverSpecs', () => {
  it('runs every server on loopback, on its port, with its data under dataDir', () => {
    const specs = serverSpecs({ dataDir: '/data', ports, s3, nats, locate });
    expect(specs.map((spec) => spec.name)).toEqual(['nats', 'redis', 'ferretdb', 'minio', 'maildev']);
    const args = Object.fromEntries(specs.map((spec) => [spec.name, spec.args.join(' ')]));
    expect(args.nats).toBe(
      '--config /data/nats/authorization.conf --addr 127.0.0.1 --port 1001 --jetstream --store_dir /data/nats',
    );
    expect(args.redis).toBe(
      '--bind 127.0.0.1 --port 1002 --dir /data/redis --save  --appendonly yes --appendfsync always --protected-mode no',
    );
    expect(args.ferretdb).toContain(
      '--sqlite-url=file:/data/ferretdb/?_pragma=synchronous(normal) --state-dir=/data/ferretdb --listen-addr=127.0.0.1:1003',
    );
    expect(args.minio).toBe('server /data/minio --address 127.0.0.1:1004 --console-address 127.0.0.1:1005 --quiet');
    expect(args.maildev).toMatch(/maildev --smtp 1006 --web 1007 --ip 127.0.0.1 --mail-directory \/data\/maildev$/);
  });

  it('gives MinIO the S3 credentials as its root user', () => {
    const minio = serverSpecs({ dataDir: '/data', ports, s3, nats, locate }).find((spec) => spec.name === 'minio');
    expect(minio?.env).toMatchObject({ MINIO_ROOT_USER: 'ak', MINIO_ROOT_PASSWORD: 'secret-key' });
  });

  it('gives NATS its users: the config file written before it starts, the passwords in its environment', () => {
    const spec = serverSpecs({ dataDir: '/data', ports, s3, nats, locate }).find((each) => each.name === 'nats');
    expect(spec?.configFile).toEqual({ path: '/data/nats/authorization.conf', text: nats.config });
    expect(spec?.env).toEqual(nats.serverEnv);
  });

  it('leaves FerretDB out when a MongoDB URL is given', () => {
    const specs = serverSpecs({ dataDir: '/data', ports, s3, nats, locate, mongoUrl: 'mongodb://127.0.0.1:27017' });
    expect(specs.map((spec) => spec.name)).toEqual(['nats', 'redis', 'minio', 'maildev']);
  });
});
