import { MongooseModule } from '@nestjs/mongoose';
import type { ServiceName } from '@typing/contracts';
import type { ServiceConfig } from './config';

/** Each service owns one database on the shared server: `<prefix>_<service>`. */
export function databaseName(prefix: string, service: ServiceName): string {
  return `${prefix}_${service.replace(/-/g, '_')}`;
}

export function databaseModule(service: ServiceName, config: ServiceConfig) {
  return MongooseModule.forRoot(config.MONGO_URL, {
    dbName: databaseName(config.MONGO_DB_PREFIX, service),
    // Well inside the gateway's RPC deadline (RPC_TIMEOUT_MS, 5 s): with the database away a
    // member gets this service's 503 with Retry-After, not the gateway's 504 racing it.
    serverSelectionTimeoutMS: 2000,
    // A command whose answer never comes (its connection silently dead across an engine restart)
    // fails after this instead of holding its caller for ever: a save's group commit waits for
    // its batch's commands, so one such command stalled every later save (the fault suite saw 504s
    // for a minute after the engine came back). Far above what any command takes: the longest,
    // deleting a member's up to 100,000 results, takes seconds.
    socketTimeoutMS: 30_000,
    // The driver's other waits are bounded too: opening a connection (with its handshake), and
    // waiting for one from the pool, which has no limit by default.
    connectTimeoutMS: 5000,
    waitQueueTimeoutMS: 5000,
    // Fail fast instead of queueing queries while the database is away.
    bufferCommands: false,
  });
}
