# Stands in for nats:2.10-alpine, taking nats-server's arguments as the official entrypoint does.
ARG BASE
FROM ${BASE}
COPY nats-server /usr/local/bin/nats-server
EXPOSE 4222 8222
ENTRYPOINT ["nats-server"]
