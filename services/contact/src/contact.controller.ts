import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContactSubmitDto, type ContactSubmitResponse, Subjects } from '@typing/contracts';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @MessagePattern(Subjects.contact.submit)
  submit(@Payload() dto: ContactSubmitDto): Promise<ContactSubmitResponse> {
    return this.contact.submit(dto);
  }
}
