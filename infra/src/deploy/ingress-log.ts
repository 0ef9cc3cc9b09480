/** A password-reset link carries its token in the path, so the ingress access log must redact it too. */
import path from 'node:path';
import type { K8sObject } from './kubernetes';

export const INGRESS_NGINX_DIR = 'k8s/ingress-nginx';
const CONTROLLER_CONFIG = { name: 'ingress-nginx-controller', namespace: 'ingress-nginx' };

export interface ControllerLogConfig {
  httpSnippet: string;
  logFormat: string;
}

export function controllerLogConfig(objects: K8sObject[]): ControllerLogConfig | undefined {
  const configMap = objects.find(
    (o) =>
      o.kind === 'ConfigMap' &&
      o.metadata?.name === CONTROLLER_CONFIG.name &&
      o.metadata?.namespace === CONTROLLER_CONFIG.namespace,
  ) as (K8sObject & { data?: Record<string, string> }) | undefined;
  const httpSnippet = configMap?.data?.['http-snippet'];
  const logFormat = configMap?.data?.['log-format-upstream'];
  return httpSnippet && logFormat ? { httpSnippet, logFormat } : undefined;
}

/** ingress-nginx's own `log-format-upstream` (its documentation's default): `$request` holds the token. */
export const INGRESS_NGINX_DEFAULT_LOG_FORMAT =
  '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" ' +
  '"$http_user_agent" $request_length $request_time [$proxy_upstream_name] [$proxy_alternative_upstream_name] ' +
  '$upstream_addr $upstream_response_length $upstream_response_time $upstream_status $req_id';

const RAW_PATH_VARIABLES = /\$(request|request_uri|uri|document_uri|http_referer)\b/g;

export function ingressLogProblems(objects: K8sObject[]): string[] {
  const config = controllerLogConfig(objects);
  if (!config) {
    return [
      `no ConfigMap ${CONTROLLER_CONFIG.namespace}/${CONTROLLER_CONFIG.name} with http-snippet and log-format-upstream`,
    ];
  }
  const problems: string[] = [];
  for (const [, name] of config.logFormat.matchAll(RAW_PATH_VARIABLES)) {
    problems.push(`log-format-upstream writes $${name}, which holds a reset link's token: use the redacting map`);
  }
  for (const variable of ['$typing_loggable_request_uri', '$typing_loggable_referer']) {
    if (!config.logFormat.includes(variable)) problems.push(`log-format-upstream does not write ${variable}`);
    if (!config.httpSnippet.includes(variable)) problems.push(`http-snippet does not define ${variable}`);
  }
  return problems;
}

/** For a test: the settings placed as the controller places them, its own variables given fixed values. */
export function nginxWithControllerLog(config: ControllerLogConfig, dir: string, port: number): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  const quoted = config.logFormat.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  return `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
${temp}
  # Set by the controller's own template.
  map "" $proxy_upstream_name { default typing-frontend-http; }
  map "" $proxy_alternative_upstream_name { default ""; }
  map $http_x_request_id $req_id { default $http_x_request_id; "" $request_id; }
${config.httpSnippet}
  log_format upstreaminfo '${quoted}';
  server {
    listen 127.0.0.1:${port};
    access_log ${path.join(dir, 'access.log')} upstreaminfo;
    location / { return 200 "ok\\n"; }
  }
}
`;
}
