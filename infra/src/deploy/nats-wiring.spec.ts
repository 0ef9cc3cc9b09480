import { NATS_USERS, passwordVar } from '../nats/access';
import type { ComposeFile } from './compose';
import type { K8sObject } from './kubernetes';
import { composeNatsProblems, overlayNatsProblems } from './nats-wiring';

const passwords = Object.fromEntries(NATS_USERS.map((user) => [passwordVar(user), `${user}-nats-password`]));

function composeFile(
  auth: Record<string, string>,
  natsVolumes = ['./infra/nats/authorization.conf:/etc/nats/a.conf:ro'],
) {
  return {
    services: {
      nats: { command: ['--config', '/etc/nats/a.conf'], volumes: natsVolumes, environment: passwords },
      gateway: { environment: { NATS_USER: 'gateway', NATS_PASSWORD: passwords.NATS_PASSWORD_GATEWAY } },
      auth: { environment: auth },
    },
  } as unknown as ComposeFile;
}

describe('compose: the NATS users as deployed', () => {
  it('accepts apps that connect as their own user with the password the server has for it', () => {
    // auth reads NATS_PASSWORD_AUTH itself, as the apps do when NATS_PASSWORD is unset.
    expect(composeNatsProblems(composeFile({ NATS_USER: 'auth', ...passwords }), '/', {})).toEqual([]);
  });

  it("reports another app's user, a password the server does not have, and a server without the block", () => {
    expect(composeNatsProblems(composeFile({ NATS_USER: 'gateway', ...passwords }), '/', {})).toEqual([
      'compose: auth connects to NATS as gateway (NATS_USER), not auth',
    ]);
    expect(composeNatsProblems(composeFile({ NATS_USER: 'auth', NATS_PASSWORD: 'other-one' }), '/', {})).toEqual([
      "compose: auth's NATS password is not the server's NATS_PASSWORD_AUTH",
    ]);
    expect(composeNatsProblems(composeFile({ NATS_USER: 'auth', ...passwords }, []), '/', {})).toEqual([
      'compose nats: does not mount ./infra/nats/authorization.conf',
    ]);
  });
});

describe('Kubernetes: the NATS users as deployed', () => {
  const literal = (env: Record<string, string>) => Object.entries(env).map(([name, value]) => ({ name, value }));
  const nats = (volumes: unknown[]): K8sObject => ({
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name: 'nats' },
    spec: { template: { spec: { containers: [{ name: 'nats', env: literal(passwords) }], volumes } } },
  });
  const authorization: K8sObject = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'nats-authorization-5tm2' },
  };
  const app = (name: string, env: Record<string, string>): K8sObject => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name },
    spec: { template: { spec: { containers: [{ name, image: `typing/${name}:1.0.0`, env: literal(env) }] } } },
  });
  const mounted = [{ name: 'config', projected: { sources: [{ configMap: { name: 'nats-authorization-5tm2' } }] } }];

  it("accepts an overlay whose NATS mounts the block and whose apps hold the server's passwords", () => {
    const gateway = app('gateway', { NATS_USER: 'gateway', NATS_PASSWORD: passwords.NATS_PASSWORD_GATEWAY });
    expect(overlayNatsProblems([nats(mounted), authorization, gateway])).toEqual([]);
  });

  it('reports an unmounted block and a password that is not the server’s', () => {
    const gateway = app('gateway', { NATS_USER: 'gateway', NATS_PASSWORD: 'stale-password' });
    expect(overlayNatsProblems([nats([]), authorization, gateway])).toEqual([
      'StatefulSet nats: does not mount the nats-authorization ConfigMap',
      "Kubernetes: gateway's NATS password is not the server's NATS_PASSWORD_GATEWAY",
    ]);
  });
});
