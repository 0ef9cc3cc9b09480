# The stand-ins' base: Debian bookworm from debootstrap, trusting the CAs in the context (those
# this machine trusts beyond Debian's; none on most machines).
ARG BASE
FROM ${BASE}
COPY . /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
