import { ApiProperty } from '@nestjs/swagger';
import { Messages } from '../errors';
import { CONTACT_LIMITS } from '../limits';
import { RequiredEmail, RequiredText } from '../validation';

export class ContactSubmitDto {
  @ApiProperty({ example: 'Asha Rao', maxLength: CONTACT_LIMITS.name })
  @RequiredText('Name', CONTACT_LIMITS.name)
  name: string;

  @ApiProperty({ example: 'asha@example.com', maxLength: CONTACT_LIMITS.email })
  @RequiredEmail(CONTACT_LIMITS.email)
  email: string;

  @ApiProperty({ example: 'Feature request', maxLength: CONTACT_LIMITS.subject })
  @RequiredText('Subject', CONTACT_LIMITS.subject)
  subject: string;

  @ApiProperty({ example: 'I would love a Dvorak layout.', maxLength: CONTACT_LIMITS.message })
  @RequiredText('Message', CONTACT_LIMITS.message)
  message: string;
}

export class ContactSubmitResponse {
  @ApiProperty() success: true;
  @ApiProperty({ example: Messages.contactSent }) message: string;
  @ApiProperty({ description: 'Id of the stored message' }) id: string;
}

export class ConnectivityResponse {
  @ApiProperty({ example: Messages.serverOnline }) message: string;
}
