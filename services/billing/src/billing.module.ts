import { Module } from '@nestjs/common';

/** The billing service's domain module; its capability lands with its own issue. It already boots and answers health. */
@Module({})
export class BillingModule {}
