import { INGRESS_NGINX_DEFAULT_LOG_FORMAT, ingressLogProblems } from './ingress-log';
import type { K8sObject } from './kubernetes';

const controllerConfig = (data: Record<string, string>): K8sObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'ingress-nginx-controller', namespace: 'ingress-nginx' },
  data,
});
const SNIPPET = 'map $request_uri $typing_loggable_request_uri {}\nmap $http_referer $typing_loggable_referer {}';

test("the controller's default format is refused: it writes the raw request line and Referer", () => {
  const problems = ingressLogProblems([
    controllerConfig({ 'http-snippet': SNIPPET, 'log-format-upstream': INGRESS_NGINX_DEFAULT_LOG_FORMAT }),
  ]);
  expect(problems).toEqual(
    expect.arrayContaining([expect.stringContaining('writes $request,'), expect.stringContaining('$http_referer')]),
  );
});

test('no controller settings at all is a problem; a format through both maps is none', () => {
  expect(ingressLogProblems([])).toHaveLength(1);
  const format =
    '$remote_addr "$request_method $typing_loggable_request_uri $server_protocol" "$typing_loggable_referer" $request_time $req_id';
  expect(ingressLogProblems([controllerConfig({ 'http-snippet': SNIPPET, 'log-format-upstream': format })])).toEqual(
    [],
  );
});
