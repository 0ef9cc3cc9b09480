import type { NodeAppName } from './apps';
import type { Env } from './env';

export function devSummary(env: Env, logDir: string, metricsPorts: Record<NodeAppName, number>): string {
  const metrics = Object.entries(metricsPorts).map(([name, port]) => `${name} ${port}`);
  const rows: [string, string][] = [
    ['App', `http://localhost:${env.WEB_PORT}`],
    ['API docs', `http://localhost:${env.GATEWAY_PORT}/api/docs`],
    // The full report takes the token; the readiness answer is public.
    ['Health', `http://localhost:${env.GATEWAY_PORT}/api/health/ready`],
    ['Health report', `curl -H 'Authorization: Bearer $HEALTH_TOKEN' http://localhost:${env.GATEWAY_PORT}/api/health`],
    ['Inbox (mail)', env.MAIL_UI_URL],
    [
      'MinIO console',
      `http://127.0.0.1:${env.S3_CONSOLE_PORT} (user ${env.S3_ACCESS_KEY}, password ${env.S3_SECRET_KEY})`,
    ],
    ['MongoDB', env.MONGO_URL],
    ['NATS', env.NATS_URL],
    ['Redis', env.REDIS_URL],
    ['SMTP', `${env.SMTP_HOST}:${env.SMTP_PORT}`],
    ['Metrics', `http://127.0.0.1:<port>/metrics — ${metrics.join(', ')}`],
    ['Server logs', logDir],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    '  Ctrl-C stops everything.',
    '',
  ].join('\n');
}
