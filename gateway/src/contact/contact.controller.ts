import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import {
  type ContactSubmit,
  type ContactSubmitResponse,
  ContactSubmitResponseSchema,
  ContactSubmitSchema,
  Subjects,
} from '@typing/contracts';
import { ServiceClient } from '../rpc/service-client';
import { CONTACT_SUBMIT_THROTTLE } from '../throttle/throttle.module';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly services: ServiceClient) {}

  @Post('submit')
  @Throttle(CONTACT_SUBMIT_THROTTLE)
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: ContactSubmitResponseSchema })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages a minute from one client' })
  submit(@Body({ schema: ContactSubmitSchema }) message: ContactSubmit): Promise<ContactSubmitResponse> {
    return this.services.request(Subjects.contact.submit, message);
  }
}
