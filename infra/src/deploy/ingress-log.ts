/**
 * The ingress-nginx controller's access log (k8s/ingress-nginx): a password-reset link carries its
 * token in the path, so the log format must write the request line and the Referer through the maps
 * that redact it, as the front end's own nginx does (infra/nginx/default.conf).
 */
import path from 'node:path';
import type { K8sObject } from './kubernetes';

/** The kustomization holding the controller's settings (applied to the controller's namespace). */
export const INGRESS_NGINX_DIR = 'k8s/ingress-nginx';
const CONTROLLER_CONFIG = { name: 'ingress-nginx-controller', namespace: 'ingress-nginx' };

export interface ControllerLogConfig {
  httpSnippet: string;
  logFormat: string;
}

/** The controller ConfigMap's `http-snippet` and `log-format-upstream`, or undefined when it is not there. */
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

/** Variables that hold the raw path (and so a reset token): a log format may not name them. */
const RAW_PATH_VARIABLES = /\$(request|request_uri|uri|document_uri|http_referer)\b/g;

/** What is wrong with the rendered controller settings (nothing: an empty list). */
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

/**
 * A runnable nginx configuration around the controller's settings, for a test: the http-snippet and
 * the log format as the controller places them (http context, the `upstreaminfo` format), the
 * variables only the controller defines given fixed values, and one server answering 200.
 */
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
