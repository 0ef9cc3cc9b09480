import { type DynamicModule, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { AppMetrics, natsClient } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { AiTextConfig } from './ai-text.config';
import { AiTextController } from './ai-text.controller';
import { AiTextService } from './ai-text.service';
import { SERVICES_BUS, BillingClient } from './billing-client';
import { BuiltinGenerator } from './builtin-generator';
import { OpenAiGenerator } from './openai-generator';
import { ExamPassageLibrary } from './exam-passage-library';
import { PassageLibrary } from './passage-library';
import { ResultsClient } from './results-client';
import { CountedResult, CountedResultSchema, WeakKey, WeakKeySchema } from './schemas/weak-key.schema';
import { TextSource } from './text-source';
import { WeakKeysService } from './weak-keys.service';

const MODELS = [
  { name: WeakKey.name, schema: WeakKeySchema },
  { name: CountedResult.name, schema: CountedResultSchema },
];

/** Practice text on weak keys: the model or the built-in generator, paid for by billing's allowance. */
@Module({})
export class AiTextModule implements OnModuleInit {
  constructor(private readonly moduleRef: ModuleRef) {}

  static register(config: AiTextConfig): DynamicModule {
    return {
      module: AiTextModule,
      imports: [MongooseModule.forFeature(MODELS)],
      controllers: [AiTextController],
      providers: [
        { provide: AiTextConfig, useValue: config },
        {
          provide: SERVICES_BUS,
          inject: [AppMetrics],
          useFactory: (metrics: AppMetrics) => natsClient(config, metrics),
        },
        BillingClient,
        ResultsClient,
        {
          provide: TextSource,
          useFactory: () =>
            new TextSource(new BuiltinGenerator(), config.OPENAI_API_KEY ? new OpenAiGenerator(config) : undefined),
        },
        WeakKeysService,
        AiTextService,
        { provide: PassageLibrary, useFactory: () => new PassageLibrary() },
        { provide: ExamPassageLibrary, useFactory: () => new ExamPassageLibrary() },
      ],
    };
  }

  async onModuleInit(): Promise<void> {
    await Promise.all(
      MODELS.map(({ name }) => this.moduleRef.get<Model<unknown>>(getModelToken(name), { strict: false }).init()),
    );
  }
}
