import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { HEALTH_PROBES, mailQueueModule, type RedisServiceConfig } from '@typing/service-kit';
import { ContactController } from './contact.controller';
import { ContactMessage, ContactMessageSchema } from './contact-message.schema';
import { ContactRetention, ContactRetentionController } from './contact-retention';
import { ContactService } from './contact.service';

@Module({})
export class ContactModule {
  static register(config: RedisServiceConfig): DynamicModule {
    const mailQueue = mailQueueModule(config);
    return {
      module: ContactModule,
      imports: [
        MongooseModule.forFeature([{ name: ContactMessage.name, schema: ContactMessageSchema }]),
        ...mailQueue.imports,
      ],
      controllers: [ContactController, ContactRetentionController],
      providers: [ContactService, ContactRetention, ...mailQueue.providers],
      exports: [HEALTH_PROBES],
    };
  }
}
