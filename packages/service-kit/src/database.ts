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
    serverSelectionTimeoutMS: 5000,
    // Fail fast instead of queueing queries while the database is away.
    bufferCommands: false,
  });
}
