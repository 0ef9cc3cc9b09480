import { runService } from '@typing/service-kit';
import { aiTextService } from './ai-text.definition';

void runService(aiTextService);
