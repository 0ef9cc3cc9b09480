# Stands in for redis:7.2-alpine; like the official entrypoint, protected mode is off (the network is the boundary).
ARG BASE
FROM ${BASE}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server redis-tools >/dev/null \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /data && chown redis:redis /data \
 && printf '#!/bin/sh\n[ "$1" = redis-server ] && { shift; exec redis-server --protected-mode no "$@"; }\nexec "$@"\n' >/usr/local/bin/entrypoint \
 && chmod 755 /usr/local/bin/entrypoint
WORKDIR /data
USER redis
EXPOSE 6379
ENTRYPOINT ["/usr/local/bin/entrypoint"]
CMD ["redis-server"]
