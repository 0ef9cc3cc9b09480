# Stands in for axllent/mailpit:v1.27, at /mailpit as in the official image.
ARG BASE
FROM ${BASE}
COPY mailpit /mailpit
EXPOSE 1025 8025
ENTRYPOINT ["/mailpit"]
