# Stands in for node:24-bookworm-slim; npm trusts the system's CAs, as the host's tools do.
ARG BASE
FROM ${BASE}
COPY node /usr/local/bin/node
COPY npm.tgz /tmp/npm.tgz
RUN mkdir -p /usr/local/lib/node_modules/npm \
 && tar -xzf /tmp/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 && rm /tmp/npm.tgz \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && echo 'node:x:1000:1000::/home/node:/bin/sh' >>/etc/passwd && echo 'node:x:1000:' >>/etc/group \
 && mkdir -p /home/node && chown 1000:1000 /home/node \
 && printf 'cafile=/etc/ssl/certs/ca-certificates.crt\n' >/usr/local/etc/npmrc \
 && node --version && npm --version
CMD ["node"]
