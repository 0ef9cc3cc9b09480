import { runService } from '@typing/service-kit';
import { resultsService } from './results.definition';

void runService(resultsService);
