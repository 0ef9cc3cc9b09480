import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Client } from 'minio';
import type { HealthProbe } from '@typing/service-kit';
import { AuthConfig } from './auth.config';

const MISSING = new Set(['NoSuchKey', 'NotFound']);

@Injectable()
export class ObjectStore implements OnModuleInit {
  private readonly logger = new Logger(ObjectStore.name);
  private readonly client: Client;
  private readonly bucket: string;

  constructor(config: AuthConfig) {
    const endpoint = new URL(config.S3_ENDPOINT);
    const useSSL = endpoint.protocol === 'https:';
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      pathStyle: true,
    });
    this.bucket = config.S3_BUCKET;
  }

  /** A store that is down does not stop the boot: health says so. */
  async onModuleInit(): Promise<void> {
    try {
      if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
    } catch (error) {
      this.logger.warn(`object store not ready at boot: ${(error as Error).message}`);
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, data, data.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const stream = await this.client.getObject(this.bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (MISSING.has((error as { code?: string }).code ?? '')) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  async removeAll(prefix: string): Promise<number> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<{ name?: string }>) {
      if (item.name) keys.push(item.name);
    }
    if (keys.length > 0) await this.client.removeObjects(this.bucket, keys);
    return keys.length;
  }

  readonly probe: HealthProbe = { name: 'objectStore', check: () => this.client.bucketExists(this.bucket) };
}
