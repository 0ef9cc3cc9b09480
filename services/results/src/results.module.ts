import { Module } from '@nestjs/common';

/** The results service's domain module; its capability lands with its own issue. It already boots and answers health. */
@Module({})
export class ResultsModule {}
