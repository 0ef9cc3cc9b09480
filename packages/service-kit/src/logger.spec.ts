import { isQuietRequest, loggableUrl } from './logger';

describe('request logging', () => {
  it('leaves the probe routes out, with or without a query string', () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/live?probe=1'])
      expect([url, isQuietRequest(url)]).toEqual([url, true]);
  });

  it('logs every other request', () => {
    for (const url of ['/api/test', '/api/health/other', '/api/healthz', '/health/live', undefined])
      expect([url, isQuietRequest(url)]).toEqual([url, false]);
  });
});

describe('what a request line may show', () => {
  const token = 'Zk3v9Q_fL2mXc8rT1aYb7wNd0eHs4uJp6oKi5gBq-xE';
  it('never the token of a password-reset link', () => {
    expect(loggableUrl(`/api/auth/reset-password/${token}`)).toBe('/api/auth/reset-password/[redacted]');
    expect(loggableUrl(`/api/auth/reset-password/${token}?x=1`)).toBe('/api/auth/reset-password/[redacted]?x=1');
    expect(loggableUrl(`/reset-password/${token}`)).toBe('/reset-password/[redacted]');
  });

  it('every other path as it is', () => {
    expect(loggableUrl('/api/result/history?page=2')).toBe('/api/result/history?page=2');
    expect(loggableUrl(undefined)).toBeUndefined();
  });
});
