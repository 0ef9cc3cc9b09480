import type { K8sObject } from './kubernetes';
import { networkReachProblems, selects } from './network-reach';

const workload = (name: string): K8sObject => ({
  apiVersion: 'apps/v1',
  kind: name === 'nats' ? 'StatefulSet' : 'Deployment',
  metadata: { name },
  spec: {
    template: { metadata: { labels: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'typing' } } },
  },
});
const natsPolicy = (from: Record<string, unknown>): K8sObject => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name: 'nats-from-apps' },
  spec: {
    podSelector: { matchLabels: { 'app.kubernetes.io/name': 'nats' } },
    ingress: [{ from: [{ podSelector: from }], ports: [{ port: 4222 }] }],
  },
});
const pods = [workload('frontend'), workload('gateway'), workload('nats')];

describe('networkReachProblems', () => {
  it('flags a NATS policy that admits every pod of the product, the front end too', () => {
    const policy = natsPolicy({ matchLabels: { 'app.kubernetes.io/part-of': 'typing' } });
    expect(networkReachProblems([...pods, policy])).toEqual([
      'NetworkPolicy: the front end can reach NATS (port 4222)',
    ]);
  });

  it('accepts a policy that admits the gateway and the services by name', () => {
    const policy = natsPolicy({
      matchExpressions: [{ key: 'app.kubernetes.io/name', operator: 'In', values: ['gateway', 'auth'] }],
    });
    expect(networkReachProblems([...pods, policy])).toEqual([]);
  });

  it('flags a namespace without any policy on NATS (everything may connect)', () => {
    expect(networkReachProblems(pods)).toHaveLength(1);
  });
});

describe('selects', () => {
  it('follows the selector operators', () => {
    const labels = { a: '1' };
    expect(selects({ matchExpressions: [{ key: 'a', operator: 'NotIn', values: ['1'] }] }, labels)).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'a', operator: 'Exists' }] }, labels)).toBe(true);
    expect(selects({ matchExpressions: [{ key: 'b', operator: 'DoesNotExist' }] }, labels)).toBe(true);
    expect(selects({ matchLabels: { a: '2' } }, labels)).toBe(false);
  });
});
