import { localMetricsPorts } from './apps';
import { devSummary } from './dev-summary';

describe('devSummary', () => {
  it('lists the URLs a developer opens', () => {
    const text = devSummary(
      {
        WEB_PORT: '5173',
        GATEWAY_PORT: '3000',
        MAIL_UI_URL: 'http://127.0.0.1:11080',
        S3_CONSOLE_PORT: '19001',
        S3_ACCESS_KEY: 'ak',
        S3_SECRET_KEY: 'sk',
        MONGO_URL: 'mongodb://127.0.0.1:27117/',
        NATS_URL: 'nats://127.0.0.1:14222',
        REDIS_URL: 'redis://127.0.0.1:16379',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '11025',
      },
      '/repo/.data/logs',
      localMetricsPorts(19460),
    );
    expect(text).toContain('  App            http://localhost:5173\n');
    expect(text).toContain('  API docs       http://localhost:3000/api/docs\n');
    expect(text).toContain('  Health         http://localhost:3000/api/health/ready\n');
    expect(text).toContain(
      "  Health report  curl -H 'Authorization: Bearer $HEALTH_TOKEN' http://localhost:3000/api/health\n",
    );
    expect(text).toContain('  Inbox (mail)   http://127.0.0.1:11080\n');
    expect(text).toContain('  MinIO console  http://127.0.0.1:19001 (user ak, password sk)\n');
    expect(text).toContain(
      '  Metrics        http://127.0.0.1:<port>/metrics — gateway 19460, auth 19461, results 19462, ai-text 19463, billing 19464, contact 19465, mailer 19466\n',
    );
  });
});
