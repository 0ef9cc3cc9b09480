/** The public pages the sitemap lists (frontend/public/sitemap.xml), as paths. */
export const SITEMAP_PATHS = [
  '/',
  '/lessons',
  '/about',
  '/subscription',
  '/contact',
  '/privacy',
  '/terms',
  '/signup',
  '/signin',
];

/** Pages that are no one's to index: members' pages, one-time links, the API. */
const DISALLOWED = ['/api/', '/dashboard', '/settings', '/billing', '/otp-verification', '/reset-password/'];

/**
 * Fetches `/robots.txt` and `/sitemap.xml` from `baseUrl` and checks they are the real files (not
 * the app's index.html), with absolute URLs on `origin`: the sitemap's address in robots.txt, and
 * exactly the public pages in the sitemap. `headers` are sent with both requests.
 */
export async function expectSiteFiles(baseUrl: string, origin: string, headers: Record<string, string> = {}) {
  const robots = await fetch(`${baseUrl}/robots.txt`, { headers });
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toMatch(/^text\/plain\b/);
  const rules = await robots.text();
  expect(rules).not.toContain('<html');
  expect(rules).toMatch(/^User-agent: \*$/m);
  for (const path of DISALLOWED) expect(rules).toContain(`\nDisallow: ${path}\n`);
  expect(rules).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap\\.xml$`, 'm'));

  const sitemap = await fetch(`${baseUrl}/sitemap.xml`, { headers });
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get('content-type')).toMatch(/^text\/xml\b/);
  const xml = await sitemap.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(SITEMAP_PATHS.map((path) => `${origin}${path}`));
}
