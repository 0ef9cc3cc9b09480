import { localSiteConfig } from './production-web';

const SITE = `resolver 127.0.0.11 valid=10s ipv6=off;
server {
    listen 8080;
    root /usr/share/nginx/html;
    access_log /var/log/nginx/access.log redacted;
    location /api/ {
        set $gateway_upstream http://gateway:3000;
    }
}
`;

test('only the port, the build folder, the access log and the gateway address change; the resolver goes', () => {
  const local = localSiteConfig(SITE, {
    port: 18080,
    root: '/tmp/dist',
    gatewayUrl: 'http://127.0.0.1:3001',
    accessLog: '/tmp/n/access.log',
  });
  expect(local).toBe(`server {
    listen 127.0.0.1:18080;
    root /tmp/dist;
    access_log /tmp/n/access.log redacted;
    location /api/ {
        set $gateway_upstream http://127.0.0.1:3001;
    }
}
`);
});

test('a config that no longer has what is replaced is refused, not half-rewritten', () => {
  const options = { port: 1, root: '/r', gatewayUrl: 'http://127.0.0.1:2', accessLog: '/l' };
  expect(() => localSiteConfig(SITE.replace('listen 8080;', 'listen 80;'), options)).toThrow(
    /expected "listen 8080;" once, found it 0 times/,
  );
  expect(() =>
    localSiteConfig(SITE.replace('http://gateway:3000', 'http://gateway:3000 http://gateway:3000'), options),
  ).toThrow(/found it 2 times/);
});
