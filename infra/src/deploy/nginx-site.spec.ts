/**
 * The front end image's nginx server block against the files it must agree with: the inline
 * script of index.html (allowed by its hash in the Content-Security-Policy) and the API's error
 * body (sent when the gateway cannot answer). A change to one without the other fails here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, Messages } from '@typing/contracts';
import { REPO_ROOT } from '../paths';
import { NGINX_SITE_CONF } from '../production-web';

const conf = fs.readFileSync(NGINX_SITE_CONF, 'utf8');

function contentSecurityPolicy(): Map<string, string[]> {
  const value = /map \$uri \$content_security_policy \{\s*default "([^"]+)";/.exec(conf)?.[1];
  if (!value) throw new Error('no Content-Security-Policy map in the nginx site config');
  return new Map(
    value.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test('every inline script of index.html is allowed by its hash, and no script is allowed inline otherwise', () => {
  const html = fs.readFileSync(path.join(REPO_ROOT, 'frontend', 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(inline.length).toBeGreaterThan(0);
  const scriptSources = contentSecurityPolicy().get('script-src') ?? [];
  for (const script of inline) {
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(scriptSources).toContain(`'sha256-${hash}'`);
  }
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(inline.length);
});

test('the policy refuses plugins, foreign base URLs and framing', () => {
  const policy = contentSecurityPolicy();
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
});

test("with no gateway to answer, /api gets the API's own 503 body", () => {
  const body = /location @gateway_unavailable \{[^}]*return 503 '([^']+)';/.exec(conf)?.[1];
  expect(JSON.parse(body ?? 'null')).toEqual({
    status: 503,
    code: ErrorCode.ServiceUnavailable,
    message: Messages.serviceUnavailable,
  });
});
