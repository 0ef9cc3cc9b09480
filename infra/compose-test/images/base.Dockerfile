# Trusts the CAs in the context: those this machine trusts beyond Debian's.
ARG BASE
FROM ${BASE}
COPY . /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
