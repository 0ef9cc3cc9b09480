import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { baseSchema, configFrom } from '@typing/service-kit';
import { defaultEnv } from '../env';
import { REPO_ROOT } from '../paths';
import { interpolate, parseCompose, serviceEnv } from './compose';
import { isIgnored, parseDockerignore } from './dockerfiles';
import { containerEnv, imageApp, objectProblems, parseObjects, schemaName, type K8sObject } from './kubernetes';
import { checkComposeFile, composeProblems, overlayProblems } from './validate';

/** A config class like the apps': NATS_URL and its user (from BaseConfig) and one variable of its own. */
class WidgetConfig extends configFrom(baseSchema.extend({ WIDGET_URL: z.string().regex(/^https:\/\//) })) {}
const configs = { widget: WidgetConfig };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
  fs.writeFileSync(
    path.join(dir, '.env.example'),
    'NATS_URL=nats://127.0.0.1:4222\nNATS_USER=widget\nNATS_PASSWORD=widget-nats-password\nLOG_LEVEL=info\n',
  );
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function compose(environment: Record<string, string>, extra = ''): string {
  return `
services:
  nats:
    image: nats:2.10-alpine
    healthcheck:
      test: ['CMD', 'true']
  widget:
    build: { context: ., dockerfile: widget.Dockerfile }
    env_file:
      - path: .env.example
      - path: .env
        required: false
    environment:
${Object.entries(environment)
  .map(([key, value]) => `      ${key}: ${value}`)
  .join('\n')}
    depends_on:
      nats:
        condition: service_healthy
    healthcheck:
      test: ['CMD', 'true']
${extra}`;
}

const check = (text: string) =>
  composeProblems(parseCompose(text), { root: dir, vars: {}, configs, apps: ['widget'], skipDockerfiles: true });

describe('compose environment against the config classes', () => {
  it('accepts a service whose env_file and environment give every required variable', () => {
    expect(check(compose({ WIDGET_URL: 'https://widget.example' }))).toEqual([]);
  });

  it('reports a variable the config class requires and compose does not provide', () => {
    expect(check(compose({ OTHER: 'x' }))).toEqual(['widget (compose environment): WIDGET_URL is missing']);
  });

  it('checks a health-probe healthcheck finds the NATS password the app finds (compose gives NATS_PASSWORD_<USER>)', () => {
    const probed = (text: string) =>
      text.replace(
        /(widget:[\s\S]*test: )\['CMD', 'true'\]/,
        "$1['CMD', 'node', 'infra/src/deploy/health-probe.js', 'widget']",
      );
    const envFile = (text: string) => fs.writeFileSync(path.join(dir, '.env.example'), `${text}LOG_LEVEL=info\n`);
    envFile('NATS_URL=nats://127.0.0.1:4222\nNATS_USER=widget\nNATS_PASSWORD_WIDGET=widget-nats-password\n');
    expect(check(probed(compose({ WIDGET_URL: 'https://widget.example' })))).toEqual([]);
    envFile('NATS_URL=nats://127.0.0.1:4222\nNATS_PASSWORD_WIDGET=widget-nats-password\n');
    expect(check(probed(compose({ WIDGET_URL: 'https://widget.example' })))).toContain(
      'widget: its healthcheck (health-probe) finds no NATS_URL, NATS_USER and NATS password in its environment',
    );
  });

  it('reports a malformed value the app would refuse at boot', () => {
    expect(check(compose({ WIDGET_URL: 'http://plain' }))).toEqual([
      expect.stringMatching(/^widget \(compose environment\): WIDGET_URL: /),
    ]);
  });

  it('reports schema violations, missing healthchecks and unconditioned depends_on', () => {
    const broken = compose({ WIDGET_URL: 'https://w' }).replace('condition: service_healthy', 'condition: whenever');
    expect(check(broken)[0]).toMatch(/^schema: /);
    const noHealth = compose({ WIDGET_URL: 'https://w' }).replace(
      / {4}healthcheck:\n {6}test: \['CMD', 'true'\]\n {2}widget/,
      '  widget',
    );
    expect(check(noHealth)).toEqual(['nats: no healthcheck']);
  });

  it('reports ports published by a service that must stay internal', () => {
    const text = compose({ WIDGET_URL: 'https://w' }).replace('  widget:\n', '  widget:\n    ports: ["3000:3000"]\n');
    expect(check(text)).toEqual(['widget: publishes ports (only frontend, mailpit, minio may)']);
  });

  it('checks a shared Dockerfile once per service, with the build args each gives', () => {
    const write = (file: string, text = '') => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('package.json', JSON.stringify({ workspaces: ['apps/*'] }));
    write('apps/api/package.json', '{}');
    write('apps/api/src/main.ts');
    write(
      'app.Dockerfile',
      [
        'ARG NODE_IMAGE=node:24-bookworm-slim',
        'FROM ${NODE_IMAGE} AS build',
        'COPY apps/api/package.json apps/api/',
        'ARG APP',
        'COPY apps/${APP}/ apps/${APP}/',
        'FROM ${NODE_IMAGE}',
        'ARG APP',
        'ENV APP=${APP}',
        'USER 1000',
        'HEALTHCHECK CMD ["node", "-e", "0"]',
        'CMD ["/bin/sh", "-c", "exec node apps/$APP/src/main.js"]',
      ].join('\n'),
    );
    const app = (name: string) =>
      `  ${name}:\n    build: { context: ., dockerfile: app.Dockerfile, args: { APP: '\${${name.toUpperCase()}_DIR:-${name}}' } }\n    healthcheck: { test: ['CMD', 'true'] }\n`;
    const doc = parseCompose(`services:\n${app('api')}${app('web')}`);
    const problems = composeProblems(doc, { root: dir, vars: {}, configs: {}, apps: ['api', 'web'] });
    expect(problems).toEqual([
      'app.Dockerfile:5 [APP=web]: COPY source apps/${APP}/ (apps/web/) does not exist',
      'app.Dockerfile:11 [APP=web]: CMD runs apps/web/src/main.js, but apps/web/src/main.ts does not exist',
    ]);
    // Build args are interpolated like the rest of the file.
    expect(composeProblems(doc, { root: dir, vars: { WEB_DIR: 'api' }, configs: {}, apps: ['api', 'web'] })).toEqual(
      [],
    );
  });

  it('interpolates like Compose', () => {
    expect(interpolate('${A:-x} ${B-y} ${C} $$D $A', { A: '', B: '', C: 'c' })).toBe('x  c $D ');
    const env = serviceEnv({ environment: ['X=${A:-1}', 'A'] }, dir, { A: '2' });
    expect(env).toEqual({ X: '2', A: '2' });
  });
});

describe('the repository files', () => {
  it('docker-compose.yml is valid and wires every app', () => {
    expect(checkComposeFile(path.join(REPO_ROOT, 'docker-compose.yml'), defaultEnv())).toEqual([]);
  });

  it('.dockerignore keeps node_modules, tests and local data out but the workspace manifests in', () => {
    const rules = parseDockerignore(fs.readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8'));
    for (const file of [
      'node_modules/x/index.js',
      'services/auth/node_modules/a',
      '.data/ferretdb/x',
      '.tools/bin/kustomize',
      'e2e/journey.e2e.spec.ts',
      'infra/test/fixtures/a.json',
      'packages/typing-core/src/wpm.spec.ts',
      '.env',
    ])
      expect([file, isIgnored(file, rules)]).toEqual([file, true]);
    for (const file of [
      'e2e/package.json',
      'bench/package.json',
      '.env.example',
      'services/auth/src/main.ts',
      'infra/docker/swcrc.json',
    ])
      expect([file, isIgnored(file, rules)]).toEqual([file, false]);
  });
});

const deployment = (overrides: Record<string, unknown> = {}): K8sObject =>
  parseObjects(`
apiVersion: apps/v1
kind: Deployment
metadata: { name: widget }
spec:
  selector: { matchLabels: { app: widget } }
  template:
    metadata:
      labels: { app: widget }
      annotations: { prometheus.io/scrape: 'true', prometheus.io/port: '9464', prometheus.io/path: /metrics }
    spec:
      terminationGracePeriodSeconds: 30
      securityContext: { runAsNonRoot: true }
      containers:
        - name: widget
          image: registry.example.com/typing/widget:1.2.3
          ports: [{ name: metrics, containerPort: 9464 }]
          envFrom: [{ configMapRef: { name: config } }]
          env:
            - name: WIDGET_URL
              valueFrom: { secretKeyRef: { name: secrets, key: WIDGET_URL } }
          readinessProbe: { exec: { command: ['true'] } }
          livenessProbe: { exec: { command: ['true'] } }
          resources: { requests: { cpu: 10m }, limits: { cpu: 100m } }
          securityContext: { allowPrivilegeEscalation: false }
`).map((obj) => ({ ...obj, ...overrides }))[0];

const supporting = parseObjects(`
apiVersion: v1
kind: ConfigMap
metadata: { name: config }
data: { NATS_URL: 'nats://nats:4222', NATS_USER: widget, NATS_PASSWORD: widget-nats-password, METRICS_HOST: 0.0.0.0 }
---
apiVersion: v1
kind: Secret
metadata: { name: secrets }
stringData: { WIDGET_URL: 'https://widget.example' }
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: { name: widget }
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: widget }
  maxReplicas: 3
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: { name: widget }
spec:
  maxUnavailable: 1
  selector: { matchLabels: { app: widget } }
`);

describe('Kubernetes objects', () => {
  const checkObjects = (objects: K8sObject[], externalSecrets = {}) =>
    overlayProblems(objects, { configs, apps: ['widget'], externalSecrets });

  it('accepts a complete app: Deployment, HPA, PDB, and an environment its config class accepts', () => {
    expect(checkObjects([deployment(), ...supporting])).toEqual([]);
  });

  it('reports an object that violates the Kubernetes API schema', () => {
    const broken = deployment();
    (broken.spec as Record<string, unknown>).replicas = 'two';
    expect(objectProblems(broken)).toEqual([
      expect.stringContaining('Deployment widget: /spec/replicas must be integer'),
    ]);
    expect(objectProblems({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } })).toEqual([
      'Deploymnet x: apps/v1 Deploymnet is not a Kubernetes API kind',
    ]);
    const noContainers = parseObjects(
      'apiVersion: v1\nkind: Pod\nmetadata: { name: p }\nspec: { containers: [{ image: x }] }',
    );
    expect(objectProblems(noContainers[0])).toEqual([expect.stringContaining("must have required property 'name'")]);
  });

  it('reports a required variable the ConfigMap and Secret do not provide', () => {
    const withoutSecret = supporting.filter((obj) => obj.kind !== 'Secret');
    expect(checkObjects([deployment(), ...withoutSecret])).toEqual([
      'widget (Kubernetes): env WIDGET_URL: Secret secrets has no key WIDGET_URL',
      'widget (Kubernetes environment): WIDGET_URL is missing',
    ]);
    // A Secret created outside the overlay (prod) counts with the keys it is documented to have.
    expect(checkObjects([deployment(), ...withoutSecret], { secrets: { WIDGET_URL: 'https://w' } })).toEqual([]);
  });

  it('reports a Deployment without probes, resources, non-root user, HPA or PDB', () => {
    const bare = parseObjects(
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: widget }\nspec:\n  selector: { matchLabels: { app: w } }\n  template:\n    metadata: { labels: { app: w } }\n    spec:\n      containers: [{ name: widget, image: typing/widget }]',
    );
    expect(overlayProblems(bare, { configs: {}, apps: ['widget'] })).toEqual([
      'Deployment widget/widget: runAsNonRoot is not set',
      'Deployment widget/widget: allowPrivilegeEscalation must be false',
      'Deployment widget/widget: resource requests and limits are required',
      'Deployment widget/widget: readiness and liveness probes are required',
      'Deployment widget: terminationGracePeriodSeconds is not set',
      'widget: no HorizontalPodAutoscaler',
      'widget: no PodDisruptionBudget',
    ]);
  });

  it('reports metrics the scraper would not find', () => {
    const hidden = deployment();
    const template = hidden.spec!.template as { metadata: Record<string, unknown> };
    template.metadata = { labels: { app: 'widget' }, annotations: { 'prometheus.io/port': '9090' } };
    const onLoopback = supporting.map((obj) =>
      obj.kind === 'ConfigMap' ? { ...obj, data: { ...obj.data, METRICS_HOST: '127.0.0.1' } } : obj,
    );
    expect(checkObjects([hidden, ...onLoopback])).toEqual([
      'widget (Kubernetes metrics): prometheus.io/scrape is not "true"',
      'widget (Kubernetes metrics): prometheus.io/port is not METRICS_PORT (9464)',
      'widget (Kubernetes metrics): prometheus.io/path is not /metrics',
      'widget (Kubernetes metrics): METRICS_HOST must be 0.0.0.0 to be scraped',
    ]);
  });

  it('resolves envFrom, literal values and optional keys', () => {
    const { env, problems } = containerEnv(
      {
        name: 'c',
        envFrom: [{ configMapRef: { name: 'config' }, prefix: 'P_' }],
        env: [
          { name: 'A', value: '1' },
          { name: 'B', valueFrom: { secretKeyRef: { name: 'secrets', key: 'NOPE', optional: true } } },
        ],
      },
      supporting,
    );
    expect(env).toEqual({
      P_NATS_URL: 'nats://nats:4222',
      P_NATS_USER: 'widget',
      P_NATS_PASSWORD: 'widget-nats-password',
      P_METRICS_HOST: '0.0.0.0',
      A: '1',
    });
    expect(problems).toEqual([]);
  });

  it('names schemas and apps the way the models and images do', () => {
    expect(schemaName('v1', 'ConfigMap')).toBe('IoK8sApiCoreV1ConfigMap');
    expect(schemaName('networking.k8s.io/v1', 'NetworkPolicy')).toBe('IoK8sApiNetworkingV1NetworkPolicy');
    expect(schemaName('autoscaling/v2', 'HorizontalPodAutoscaler')).toBe(
      'IoK8sApiAutoscalingV2HorizontalPodAutoscaler',
    );
    expect(imageApp('typing/ai-text')).toBe('ai-text');
    expect(imageApp('registry.example.com/typing/auth:1.0.0')).toBe('auth');
    expect(imageApp('nats:2.10-alpine')).toBeUndefined();
  });
});
