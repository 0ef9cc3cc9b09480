import { isCrossSite } from './reject-cross-site';

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
