import { Module } from '@nestjs/common';

/** The ai-text service's domain module; its capability lands with its own issue. It already boots and answers health. */
@Module({})
export class AiTextModule {}
