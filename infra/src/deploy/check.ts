/** `make validate-deploy`: checks compose, the overlays and the ingress controller with no Docker engine and no cluster. */
import path from 'node:path';
import { parseEnv } from 'node:util';
import fs from 'node:fs';
import { defaultEnv } from '../env';
import { REPO_ROOT, resolveBinary, TOOLS_BIN } from '../paths';
import { authorizationDrift } from '../nats/server-config';
import { parseCompose } from './compose';
import { kubeconformProblems, kubernetesSchemaDir, KUBERNETES_VERSION } from './kube-schemas';
import { kustomizeOutput, parseObjects, kustomizeBuild } from './kubernetes';
import { INGRESS_NGINX_DIR, ingressLogProblems } from './ingress-log';
import { composeNatsProblems, natsRouteProblems, overlayNatsProblems } from './nats-wiring';
import { checkComposeFile, overlayProblems, type OverlayCheckOptions } from './validate';

/** Every CHANGE_ME replaced, as production refuses to boot with a placeholder left. */
export function asFilledIn(secrets: Record<string, string>): Record<string, string> {
  const standIn = (length: number) => 'Op3ratorFilledIn'.repeat(4).slice(0, length);
  return Object.fromEntries(
    Object.entries(secrets).map(([name, value]) => [
      name,
      /^CHANGE_?ME$/i.test(value) ? standIn(32) : value.replace(/CHANGE_?ME/gi, (found) => standIn(found.length)),
    ]),
  );
}

export const OVERLAYS: { name: string; dir: string; options: () => OverlayCheckOptions }[] = [
  { name: 'dev', dir: 'k8s/overlays/dev', options: () => ({}) },
  {
    name: 'prod',
    dir: 'k8s/overlays/prod',
    options: () => ({
      externalSecrets: {
        'typing-secrets': asFilledIn(
          parseEnv(fs.readFileSync(path.join(REPO_ROOT, 'k8s/overlays/prod/secrets.env.example'), 'utf8')) as Record<
            string,
            string
          >,
        ),
      },
    }),
  },
];

function report(label: string, problems: string[], started: number): boolean {
  const ms = Date.now() - started;
  if (problems.length === 0) {
    console.log(`[validate-deploy] ${label}: ok (${ms} ms)`);
    return true;
  }
  console.error(`[validate-deploy] ${label}: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return false;
}

function natsProblems(): string[] {
  const read = (file: string) => {
    const full = path.join(REPO_ROOT, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  };
  const compose = parseCompose(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'));
  return [...authorizationDrift(read), ...composeNatsProblems(compose, REPO_ROOT, defaultEnv())];
}

const GO_HINT = 'Go is needed once to fetch the Kubernetes API schemas (make tools installs the other tools with it).';

function main(): number {
  let ok = true;
  let started = Date.now();
  ok =
    report('docker-compose.yml', checkComposeFile(path.join(REPO_ROOT, 'docker-compose.yml'), defaultEnv()), started) &&
    ok;
  started = Date.now();
  ok = report('NATS users (infra/src/nats/access.ts)', natsProblems(), started) && ok;

  const kustomize = resolveBinary(
    [path.join(TOOLS_BIN, 'kustomize'), 'kustomize'],
    'Run infra/scripts/install-tools.sh (make tools) to build it.',
  );
  const kubeconform = resolveBinary(
    [path.join(TOOLS_BIN, 'kubeconform'), 'kubeconform'],
    'Run infra/scripts/install-tools.sh (make tools) to build it.',
  );
  const schemaDir = kubernetesSchemaDir(
    path.dirname(TOOLS_BIN),
    resolveBinary(['/usr/local/go/bin/go', 'go'], GO_HINT),
  );
  for (const overlay of OVERLAYS) {
    started = Date.now();
    let problems: string[];
    try {
      const manifests = kustomizeOutput(kustomize, path.join(REPO_ROOT, overlay.dir));
      const objects = parseObjects(manifests);
      const options = overlay.options();
      problems = [
        ...kubeconformProblems(kubeconform, schemaDir, manifests).map((line) => `kubeconform -strict: ${line}`),
        ...overlayProblems(objects, options),
        ...overlayNatsProblems(objects, options.externalSecrets),
        ...natsRouteProblems(objects, options.externalSecrets),
      ];
      if (problems.length === 0)
        console.log(
          `[validate-deploy] ${overlay.dir}: ${objects.length} objects, kubeconform -strict against Kubernetes ${KUBERNETES_VERSION}`,
        );
    } catch (error) {
      problems = [(error as Error).message];
    }
    ok = report(overlay.dir, problems, started) && ok;
  }
  started = Date.now();
  let ingressProblems: string[];
  try {
    ingressProblems = ingressLogProblems(kustomizeBuild(kustomize, path.join(REPO_ROOT, INGRESS_NGINX_DIR)));
  } catch (error) {
    ingressProblems = [(error as Error).message];
  }
  ok = report(`${INGRESS_NGINX_DIR} (reset tokens redacted in the access log)`, ingressProblems, started) && ok;
  return ok ? 0 : 1;
}

process.exitCode = main();
