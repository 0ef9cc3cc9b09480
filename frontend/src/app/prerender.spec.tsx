import { describe, expect, jest, test } from '@jest/globals';

// The stylesheet of antd's components is a build-time module (vite-plugins/antd-styles.mts).
jest.mock('virtual:antd-styles', () => ({ __esModule: true, default: '/@antd-styles.css' }), { virtual: true });
// Imported after the mock is in place.
const prerenderPage = async (path: string) => (await import('./prerender')).prerenderPage(path);

const root = (html: string) => html.replace(/^<title>[^<]*<\/title>/, '');

describe('prerenderPage', () => {
  test.each([
    ['/about', 'Type faster, with practice made for you'],
    ['/signin', 'Welcome back'],
    ['/privacy', 'Privacy Policy'],
    ['/contact', 'Contact Us'],
    ['/subscription', 'Choose Your Plan'],
    ['/leaderboards', 'Leaderboards'],
  ])('draws %s as a visitor first sees it: the shell, the page itself, no script', async (path, heading) => {
    const html = root(await prerenderPage(path));
    expect(html).toMatch(new RegExp(`^<div class="app-shell">.*<h1[^>]*>${heading}</h1>`, 's'));
    // A visitor's top bar, the light theme, no spinner of a page still loading.
    expect(html).toContain('<span>Sign In</span></a>');
    expect(html).toContain('aria-checked="false"');
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('<script');
  });

  test('draws the leaderboard with placeholder rows: its places come from the server, not the build', async () => {
    const html = root(await prerenderPage('/leaderboards'));
    expect(html).toContain('60 seconds · All time');
    expect(html).toContain('community-placeholder-row');
    expect(html).not.toContain('/u/');
  });

  test('draws the plans as placeholders: their prices come from the server, not the build', async () => {
    const html = root(await prerenderPage('/subscription'));
    expect(html).toContain('aria-label="Loading the plans"');
    expect(html).not.toContain('data-plan-id');
  });

  test.each(['/signin', '/signup', '/forgot-password', '/contact'])(
    "draws %s's form disabled: the browser's own submit would put its fields in the address",
    async (path) => {
      const html = root(await prerenderPage(path));
      expect(html).toContain('<fieldset class="tp-form__fields" disabled="">');
    },
  );

  test("writes a page's own title first, for the document's head", async () => {
    expect(await prerenderPage('/about')).toMatch(/^<title>About Us · Typing Practice<\/title><div/);
  });
});
