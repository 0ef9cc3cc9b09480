import type { K8sObject } from './kubernetes';

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
}
interface IngressRule {
  from?: Peer[];
  ports?: { port?: number | string }[];
}

export function selects(selector: Selector, labels: Labels): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  return (
    byLabels &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      if (operator === 'In') return values.includes(labels[key] ?? '\0');
      if (operator === 'NotIn') return !values.includes(labels[key] ?? '\0');
      if (operator === 'Exists') return key in labels;
      return !(key in labels); // DoesNotExist
    })
  );
}

const podLabels = (workload: K8sObject): Labels =>
  (workload.spec?.template as { metadata?: { labels?: Labels } } | undefined)?.metadata?.labels ?? {};

/** Ingress side, same namespace; with no policy selecting the target, yes. */
function ingressAllowed(objects: K8sObject[], fromWorkload: K8sObject, toWorkload: K8sObject, port: number) {
  const from = podLabels(fromWorkload);
  const policies = objects.filter(
    (obj) => obj.kind === 'NetworkPolicy' && selects((obj.spec?.podSelector ?? {}) as Selector, podLabels(toWorkload)),
  );
  if (policies.length === 0) return true;
  return policies.some((policy) =>
    ((policy.spec?.ingress ?? []) as IngressRule[]).some(
      (rule) =>
        (rule.ports === undefined || rule.ports.some((p) => p.port === undefined || Number(p.port) === port)) &&
        (rule.from === undefined ||
          rule.from.some((peer) => !peer.namespaceSelector && peer.podSelector && selects(peer.podSelector, from))),
    ),
  );
}

/** The front end's pod (nginx, facing the internet) must not reach the message bus. */
export function networkReachProblems(objects: K8sObject[]): string[] {
  const byName = (name: string) =>
    objects.find(
      (obj) => ['Deployment', 'StatefulSet'].includes(obj.kind) && podLabels(obj)['app.kubernetes.io/name'] === name,
    );
  const frontend = byName('frontend');
  const nats = byName('nats');
  if (!frontend || !nats) return [];
  return ingressAllowed(objects, frontend, nats, 4222)
    ? ['NetworkPolicy: the front end can reach NATS (port 4222)']
    : [];
}
