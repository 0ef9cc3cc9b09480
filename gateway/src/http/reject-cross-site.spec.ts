import { isCrossSite, rejectCrossSite, routePath } from './reject-cross-site';

const app = 'https://typing.example';

describe('isCrossSite', () => {
  it('trusts Fetch Metadata first', () => {
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin' }, app)).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'none' }, app)).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'cross-site', origin: app }, app)).toBe(true);
    expect(isCrossSite({ 'sec-fetch-site': 'same-site' }, app)).toBe(true);
  });

  it('falls back to Origin when Fetch Metadata is absent', () => {
    expect(isCrossSite({ origin: app }, app)).toBe(false);
    expect(isCrossSite({ origin: 'https://evil.example' }, app)).toBe(true);
  });

  it('lets requests without browser headers through (no ambient cookies to abuse)', () => {
    expect(isCrossSite({}, app)).toBe(false);
  });
});

describe('rejectCrossSite', () => {
  function run(method: string, path: string, headers: Record<string, string>) {
    const middleware = rejectCrossSite(app, ['/api/auth/logout']);
    let status = 0;
    let passed = false;
    const res = { status: (code: number) => ((status = code), { json: () => undefined }) };
    middleware({ method, path, headers } as never, res as never, () => (passed = true));
    return passed ? 'next' : status;
  }
  const foreign = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

  it('refuses a cross-site POST and lets a same-origin one through', () => {
    expect(run('POST', '/api/auth/login', foreign)).toBe(403);
    expect(run('POST', '/api/auth/login', { 'sec-fetch-site': 'same-origin' })).toBe('next');
  });

  it('lets ordinary cross-site GETs through (links, images)', () => {
    expect(run('GET', '/api/auth/me', foreign)).toBe('next');
    expect(run('GET', '/api/auth/profile-image/a/b.webp', foreign)).toBe('next');
  });

  it('guards a state-changing GET like a POST, whatever its case or trailing slash', () => {
    for (const path of ['/api/auth/logout', '/api/auth/logout/', '/API/Auth/LOGOUT', '/api/auth/logout//']) {
      expect(run('GET', path, foreign)).toBe(403);
      expect(run('HEAD', path, { origin: 'https://evil.example' })).toBe(403);
      expect(run('GET', path, { 'sec-fetch-site': 'same-origin' })).toBe('next');
    }
  });
});

describe('routePath', () => {
  it('normalises the way the router matches', () => {
    expect(routePath('/API/x/')).toBe('/api/x');
    expect(routePath('/')).toBe('/');
  });
});
