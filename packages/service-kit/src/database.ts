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
    // Inside the gateway's 5 s RPC deadline, so a member gets this 503, not the gateway's 504.
    serverSelectionTimeoutMS: 2000,
    // A silently dead connection fails its command instead of stalling every later group-commit save.
    socketTimeoutMS: 30_000,
    connectTimeoutMS: 5000,
    waitQueueTimeoutMS: 5000,
    bufferCommands: false,
  });
}
