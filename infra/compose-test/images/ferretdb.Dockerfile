# Stands in for mongo:8.0 in the compose test only: the patched FerretDB build `make dev` runs.
ARG BASE
FROM ${BASE}
COPY ferretdb /ferretdb
RUN mkdir -p /data/db
EXPOSE 27017
ENTRYPOINT ["/ferretdb"]
