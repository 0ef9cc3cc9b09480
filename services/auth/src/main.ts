import { runService } from '@typing/service-kit';
import { authService } from './auth.definition';

void runService(authService);
