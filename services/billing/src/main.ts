import { runService } from '@typing/service-kit';
import { billingService } from './billing.definition';

void runService(billingService);
