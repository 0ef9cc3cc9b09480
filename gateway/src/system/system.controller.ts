import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type ConnectivityResponse, ConnectivityResponseSchema, Messages } from '@typing/contracts';

@ApiTags('system')
@Controller()
export class SystemController {
  /** The spec's connectivity check: the contact page shows its banner from this. */
  @Get('test')
  @ApiOkResponse({ standardSchema: ConnectivityResponseSchema })
  test(): ConnectivityResponse {
    return { message: Messages.serverOnline };
  }
}
