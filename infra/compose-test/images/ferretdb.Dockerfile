# Stands in for mongo:8.0 in the compose test only: FerretDB 1.24 on SQLite, the patched build
# `make dev` runs. Its flags come from FERRETDB_* variables (see the compose override).
ARG BASE
FROM ${BASE}
COPY ferretdb /ferretdb
RUN mkdir -p /data/db
EXPOSE 27017
ENTRYPOINT ["/ferretdb"]
