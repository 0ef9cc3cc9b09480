import { runService } from '@typing/service-kit';
import { contactService } from './contact.definition';

void runService(contactService);
