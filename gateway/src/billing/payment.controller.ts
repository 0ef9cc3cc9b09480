import { Body, Controller, Headers, HttpCode, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  type CreateOrder,
  CreateOrderSchema,
  ErrorCode,
  MEMBER_ORDERS_PER_DAY,
  Messages,
  type PaymentConfirmation,
  type PaymentOrderView,
  PaymentOrderViewSchema,
  type PaymentWebhookResult,
  type PublicUser,
  type SandboxCheckout,
  type SandboxCheckoutResult,
  SandboxCheckoutResultSchema,
  SandboxCheckoutSchema,
  Subjects,
  type VerifyPaymentResult,
  VerifyPaymentResultSchema,
  VerifyPaymentSchema,
} from '@typing/contracts';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';
import { OrderLimitInterceptor } from './order-limit.interceptor';

/** The spec's `/api/{payment}/*` with {payment} = razorpay; the sandbox provider speaks the same protocol. */
@ApiTags('payment')
@Controller('razorpay')
export class PaymentController {
  constructor(private readonly services: ServiceClient) {}

  @Post('createorder')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'An order for the plan whose price (rupees) is the amount, in paise; the member’s open order for the same purchase is answered again',
  })
  @ApiOkResponse({ standardSchema: PaymentOrderViewSchema })
  @ApiBadRequestResponse({ description: 'The amount is not a plan’s price' })
  @ApiConflictResponse({ description: 'You have already subscribed to one plan.' })
  @ApiTooManyRequestsResponse({
    description: `The member created ${MEMBER_ORDERS_PER_DAY} orders this India day; Retry-After gives the seconds until midnight there`,
  })
  @UseInterceptors(OrderLimitInterceptor)
  createOrder(
    @CurrentUser() user: PublicUser,
    @Body({ schema: CreateOrderSchema }) dto: CreateOrder,
  ): Promise<PaymentOrderView> {
    return this.services.request(Subjects.billing.createOrder, {
      ...dto,
      userId: user._id,
    });
  }

  @Post('verify')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks the checkout’s signature and fulfils the order (exactly once)' })
  @ApiOkResponse({ standardSchema: VerifyPaymentResultSchema })
  @ApiBadRequestResponse({ description: 'Payment verification failed' })
  @ApiForbiddenResponse({ description: 'The order belongs to another account' })
  verify(
    @CurrentUser() user: PublicUser,
    @Body({ schema: VerifyPaymentSchema }) dto: PaymentConfirmation,
  ): Promise<VerifyPaymentResult> {
    return this.services.request(Subjects.billing.verifyPayment, {
      ...dto,
      userId: user._id,
    });
  }

  @Post('sandbox-checkout')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sandbox only: the in-app checkout succeeds or fails a test payment; success answers what Razorpay’s checkout would',
  })
  @ApiOkResponse({ standardSchema: SandboxCheckoutResultSchema })
  sandboxCheckout(
    @CurrentUser() user: PublicUser,
    @Body({ schema: SandboxCheckoutSchema }) dto: SandboxCheckout,
  ): Promise<SandboxCheckoutResult> {
    return this.services.request(Subjects.billing.sandboxCheckout, {
      ...dto,
      userId: user._id,
    });
  }

  /** No session (a server calls it): billing checks the HMAC of the raw body with the webhook secret. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(
    @Req() req: Request,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<PaymentWebhookResult> {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new ApiError(400, ErrorCode.ValidationFailed, Messages.malformedJson);
    }
    return this.services.request(Subjects.billing.webhook, {
      rawBody: body.toString('base64'),
      signature: signature ?? '',
      ...(eventId ? { eventId } : {}),
    });
  }
}
