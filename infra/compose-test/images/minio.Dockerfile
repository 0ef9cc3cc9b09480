# Stands in for minio/minio and minio/mc in one image (the compose file's init step runs mc via sh).
ARG BASE
FROM ${BASE}
COPY minio mc /usr/bin/
EXPOSE 9000 9001
ENTRYPOINT ["minio"]
