import { IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { AI_TEXT_LIMITS } from '@typing/contracts';
import { ServiceConfig } from '@typing/service-kit';

export class AiTextConfig extends ServiceConfig {
  /** An OpenAI-compatible API key; without it the built-in generator writes every text. */
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'OPENAI_API_KEY looks too short' })
  OPENAI_API_KEY?: string;

  /** Another OpenAI-compatible server (e.g. a local model server); empty means OpenAI's own. */
  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'OPENAI_BASE_URL must be an http(s) URL' })
  OPENAI_BASE_URL?: string;

  @IsString()
  OPENAI_MODEL: string = 'gpt-4o-mini';

  /** How long a model may take before the built-in generator writes the text instead. */
  @IsInt()
  @Min(200)
  @Max(AI_TEXT_LIMITS.gatewayWaitMs - 5_000)
  OPENAI_TIMEOUT_MS: number = 15_000;

  /** How long this service waits for billing to grant or give back a use. */
  @IsInt()
  @Min(100)
  @Max(30_000)
  BILLING_RPC_TIMEOUT_MS: number = 5_000;
}
