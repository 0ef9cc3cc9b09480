import { runService } from '@typing/service-kit';
import { mailerService } from './mailer.definition';

void runService(mailerService);
