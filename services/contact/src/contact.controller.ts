import { Controller } from '@nestjs/common';
import { type ContactSubmit, type ContactSubmitResponse, Subjects } from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @RpcHandler(Subjects.contact.submit)
  submit(message: ContactSubmit): Promise<ContactSubmitResponse> {
    return this.contact.submit(message);
  }
}
