package handler

import "sync"

// readModifyWrite serialises the update and findAndModify commands.
//
// Upstream FerretDB v1 (SQLite backend) reads the matching documents, applies the update
// operators in Go and writes the documents back in separate steps, so two concurrent updates
// of one document both read the old value and one write is lost (50 concurrent conditional
// decrements of a counter at 10 gave 38 successes). MongoDB applies each single-document
// update atomically, and our services rely on that (daily AI limit, payment fulfilment).
// One process-wide lock restores it; the local stack never needs write throughput.
//
// Added by infra/scripts/install-tools.sh (see infra/ferretdb/locked-handlers.txt).
var readModifyWrite sync.Mutex
