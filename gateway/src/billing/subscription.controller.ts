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
  type BillingUserRef,
  type CheckExpiredResult,
  CreateSubscriptionDto,
  type CreateSubscriptionRequest,
  type PlansResponse,
  type PublicUser,
  Subjects,
  type SubscriptionView,
} from '@typing/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';

@ApiTags('subscription')
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly services: ServiceClient) {}

  @Get('plans')
  @ApiOperation({ summary: 'The plans (prices in rupees, daily AI allowance) and which checkout to open' })
  plans(): Promise<PlansResponse> {
    return this.services.request<PlansResponse>(Subjects.billing.plans, {});
  }

  @Get('mysubscription')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The active plan and what is left of today’s AI allowance' })
  @ApiNotFoundResponse({ description: 'No active subscription (the page treats it as "no plan")' })
  mySubscription(@CurrentUser() user: PublicUser): Promise<SubscriptionView> {
    return this.services.request<SubscriptionView, BillingUserRef>(Subjects.billing.mySubscription, {
      userId: user._id,
    });
  }

  @Post('check-expired')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks the caller’s lapsed subscriptions expired; answers how many' })
  checkExpired(@CurrentUser() user: PublicUser): Promise<CheckExpiredResult> {
    return this.services.request<CheckExpiredResult, BillingUserRef>(Subjects.billing.checkExpired, {
      userId: user._id,
    });
  }

  @Post('createsubscription')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Activates 30 days of the plan of a verified payment (idempotent)' })
  @ApiOkResponse({ description: 'The subscription (the same one for a repeat)' })
  @ApiConflictResponse({ description: 'You have already subscribed to one plan.' })
  createSubscription(@CurrentUser() user: PublicUser, @Body() dto: CreateSubscriptionDto): Promise<SubscriptionView> {
    return this.services.request<SubscriptionView, CreateSubscriptionRequest>(Subjects.billing.createSubscription, {
      ...dto,
      userId: user._id,
    });
  }
}
