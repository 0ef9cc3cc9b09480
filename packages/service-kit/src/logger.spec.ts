import { isQuietRequest } from './logger';

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
