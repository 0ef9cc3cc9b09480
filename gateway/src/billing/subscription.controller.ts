import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  type CheckExpiredResult,
  CheckExpiredResultSchema,
  type CreateSubscription,
  CreateSubscriptionSchema,
  ErrorCode,
  firstIssueMessage,
  PaymentIdSchema,
  type PlansResponse,
  PlansResponseSchema,
  type PublicUser,
  type Receipt,
  type ReceiptList,
  ReceiptListSchema,
  ReceiptSchema,
  Subjects,
  type SubscriptionView,
  SubscriptionViewSchema,
  type UpgradeQuote,
  UpgradeQuoteQuerySchema,
  UpgradeQuoteSchema,
} from '@typing/contracts';
import type { z } from 'zod';
import { ApiError } from '../errors/api-error';
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

  @Get('upgrade')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'What moving to a higher plan costs now: the days left credited, the new period (nothing is stored)',
  })
  @ApiOkResponse({ standardSchema: UpgradeQuoteSchema })
  @ApiBadRequestResponse({ description: 'No such plan, or a malformed planId' })
  @ApiNotFoundResponse({ description: 'No plan in force to upgrade' })
  @ApiConflictResponse({ description: 'The plan is not higher than the one in force' })
  upgradeQuote(
    @CurrentUser() user: PublicUser,
    @Query({ schema: UpgradeQuoteQuerySchema }) query: z.output<typeof UpgradeQuoteQuerySchema>,
  ): Promise<UpgradeQuote> {
    return this.services.request(Subjects.billing.upgradeQuote, { userId: user._id, planId: query.planId });
  }

  @Get('payments')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The caller’s payments, newest first (at most `limit`), for the billing page' })
  @ApiOkResponse({ standardSchema: ReceiptListSchema })
  payments(@CurrentUser() user: PublicUser): Promise<ReceiptList> {
    return this.services.request(Subjects.billing.receipts, { userId: user._id });
  }

  @Get('payments/:paymentId')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'One of the caller’s payments, for its printable receipt' })
  @ApiParam({ name: 'paymentId', description: 'The provider’s payment id' })
  @ApiOkResponse({ standardSchema: ReceiptSchema })
  @ApiBadRequestResponse({ description: 'A malformed payment id' })
  @ApiNotFoundResponse({ description: 'No such payment of the caller (another member’s included)' })
  payment(@CurrentUser() user: PublicUser, @Param('paymentId') paymentId: string): Promise<Receipt> {
    const parsed = PaymentIdSchema.safeParse(paymentId);
    if (!parsed.success) {
      throw new ApiError(400, ErrorCode.ValidationFailed, firstIssueMessage(parsed.error.issues));
    }
    return this.services.request(Subjects.billing.receipt, { userId: user._id, paymentId: parsed.data });
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
