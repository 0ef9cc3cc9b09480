import { NATS_USERS, passwordVar } from '../nats/access';
import type { ComposeFile } from './compose';
import type { K8sObject } from './kubernetes';
import { composeNatsProblems, natsRouteProblems, overlayNatsProblems } from './nats-wiring';

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

describe('Kubernetes: the routes of a NATS cluster', () => {
  const server = (conf: string, env: { name: string; value?: string; valueFrom?: unknown }[]): K8sObject[] => [
    {
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: { name: 'nats' },
      spec: {
        template: {
          spec: {
            containers: [{ name: 'nats', env }],
            volumes: [{ name: 'config', configMap: { name: 'nats-config' } }],
          },
        },
      },
    },
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'nats-config' }, data: { 'nats.conf': conf } },
  ];
  const fromSecret = { valueFrom: { secretKeyRef: { name: 'typing-secrets', key: 'NATS_CLUSTER_PASSWORD' } } };
  const secrets = { 'typing-secrets': { NATS_CLUSTER_PASSWORD: 'nRoutePassword0123456789' } };
  const authenticated = `cluster {
  name: typing
  authorization {
    user: route
    password: $NATS_CLUSTER_PASSWORD
  }
  routes: [
    $NATS_ROUTE_0
    $NATS_ROUTE_1
  ]
}`;
  const routeEnv = [
    { name: 'NATS_CLUSTER_PASSWORD', ...fromSecret },
    { name: 'NATS_ROUTE_0', value: 'nats://route:$(NATS_CLUSTER_PASSWORD)@nats-0.nats:6222' },
    { name: 'NATS_ROUTE_1', value: 'nats://route:$(NATS_CLUSTER_PASSWORD)@nats-1.nats:6222' },
  ];

  it('accepts routes that authenticate with the cluster password from the Secret', () => {
    expect(natsRouteProblems(server(authenticated, routeEnv), secrets)).toEqual([]);
  });

  it('reports a cluster without authorization, and routes without the credentials', () => {
    const open = 'cluster {\n  name: typing\n  routes: [\n    nats://nats-0.nats:6222\n  ]\n}';
    expect(natsRouteProblems(server(open, []), secrets)).toEqual([
      'NATS cluster: routes are not authenticated (no authorization { user, password: $VAR } in cluster)',
      "NATS cluster: route nats://nats-0.nats:6222 does not carry the cluster's credentials",
    ]);
    const bare = [routeEnv[0]!, { name: 'NATS_ROUTE_0', value: 'nats://nats-0.nats:6222' }, routeEnv[2]!];
    expect(natsRouteProblems(server(authenticated, bare), secrets)).toEqual([
      "NATS cluster: route $NATS_ROUTE_0 does not carry the cluster's credentials",
    ]);
    expect(natsRouteProblems(server(authenticated, routeEnv), {})).toContain(
      "NATS cluster: the server has no NATS_CLUSTER_PASSWORD for its routes' password",
    );
  });

  it('a single server (no cluster block) has no routes to check', () => {
    expect(natsRouteProblems(server('port: 4222\n', []), secrets)).toEqual([]);
  });
});
