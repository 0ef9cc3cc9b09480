import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Send a message to the team (mailed to the team address through the mail queue)' })
  @ApiOkResponse({ standardSchema: ContactSubmitResponseSchema })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages a minute from one client' })
  submit(@Body({ schema: ContactSubmitSchema }) message: ContactSubmit): Promise<ContactSubmitResponse> {
    return this.services.request(Subjects.contact.submit, message);
  }
}
