# Stands in for nats:2.10-alpine: nats-server 2.10 built from the Go module proxy. Its
# arguments are nats-server's, as the official image's entrypoint takes them.
ARG BASE
FROM ${BASE}
COPY nats-server /usr/local/bin/nats-server
EXPOSE 4222 8222
ENTRYPOINT ["nats-server"]
