import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ConnectivityResponse, ConnectivityResponseSchema, Messages } from '@typing/contracts';

@ApiTags('system')
@Controller()
export class SystemController {
  @Get('test')
  @ApiOperation({ summary: "The spec's connectivity check: the contact page shows its banner from it" })
  @ApiOkResponse({ standardSchema: ConnectivityResponseSchema })
  test(): ConnectivityResponse {
    return { message: Messages.serverOnline };
  }
}
