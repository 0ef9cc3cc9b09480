import { z } from 'zod';
import { AI_TEXT_LIMITS } from '@typing/contracts';
import { configFrom, envInt, ServiceConfig, serviceSchema } from '@typing/service-kit';

const aiTextSchema = serviceSchema.extend({
  /** An OpenAI-compatible API key; without it the built-in generator writes every text. */
  OPENAI_API_KEY: z.string().min(8, 'OPENAI_API_KEY looks too short').optional(),
  OPENAI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/.+/, 'OPENAI_BASE_URL must be an http(s) URL')
    .optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: envInt()
    .min(200)
    .max(AI_TEXT_LIMITS.gatewayWaitMs - 5_000)
    .default(15_000),
  BILLING_RPC_TIMEOUT_MS: envInt().min(100).max(30_000).default(5_000),
});

export class AiTextConfig extends configFrom(aiTextSchema, ServiceConfig.devDefaultsInUse) {}
