import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  type CheckExpiredResult,
  CheckExpiredResultSchema,
  type CreateSubscription,
  CreateSubscriptionSchema,
  type PlansResponse,
  PlansResponseSchema,
  type PublicUser,
  Subjects,
  type SubscriptionView,
  SubscriptionViewSchema,
} from '@typing/contracts';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';

@ApiTags('subscription')
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly services: ServiceClient) {}

  @Get('plans')
  @ApiOperation({ summary: 'The plans (prices in rupees, daily AI allowance) and which checkout to open' })
  @ApiOkResponse({ standardSchema: PlansResponseSchema })
  plans(): Promise<PlansResponse> {
    return this.services.request(Subjects.billing.plans, {});
  }

  @Get('mysubscription')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The active plan and what is left of today’s AI allowance' })
  @ApiOkResponse({ standardSchema: SubscriptionViewSchema })
  @ApiNotFoundResponse({ description: 'No active subscription (the page treats it as "no plan")' })
  mySubscription(@CurrentUser() user: PublicUser): Promise<SubscriptionView> {
    return this.services.request(Subjects.billing.mySubscription, {
      userId: user._id,
    });
  }

  @Post('check-expired')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks the caller’s lapsed subscriptions expired; answers how many' })
  @ApiOkResponse({ standardSchema: CheckExpiredResultSchema })
  checkExpired(@CurrentUser() user: PublicUser): Promise<CheckExpiredResult> {
    return this.services.request(Subjects.billing.checkExpired, {
      userId: user._id,
    });
  }

  @Post('createsubscription')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Activates 30 days of the plan of a verified payment (idempotent)' })
  @ApiOkResponse({
    description: 'The subscription (the same one for a repeat)',
    standardSchema: SubscriptionViewSchema,
  })
  @ApiConflictResponse({ description: 'You have already subscribed to one plan.' })
  createSubscription(
    @CurrentUser() user: PublicUser,
    @Body({ schema: CreateSubscriptionSchema }) dto: CreateSubscription,
  ): Promise<SubscriptionView> {
    return this.services.request(Subjects.billing.createSubscription, {
      ...dto,
      userId: user._id,
    });
  }
}
