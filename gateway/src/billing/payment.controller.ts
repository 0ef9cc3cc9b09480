import { Body, Controller, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  CreateOrderDto,
  type CreateOrderRequest,
  ErrorCode,
  Messages,
  type PaymentOrderView,
  type PaymentWebhookRequest,
  type PaymentWebhookResult,
  type PublicUser,
  SandboxCheckoutDto,
  type SandboxCheckoutRequest,
  type SandboxCheckoutResult,
  Subjects,
  VerifyPaymentDto,
  type VerifyPaymentRequest,
  type VerifyPaymentResult,
} from '@typing/contracts';
import type { Request } from 'express';
import { ApiError } from '../auth/api-error';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';

/** The spec's `/api/{payment}/*` with {payment} = razorpay; the sandbox provider speaks the same protocol. */
@ApiTags('payment')
@Controller('razorpay')
export class PaymentController {
  constructor(private readonly services: ServiceClient) {}

  @Post('createorder')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'An order for the plan whose price (rupees) is the amount; the order is in paise' })
  @ApiBadRequestResponse({ description: 'The amount is not a plan’s price' })
  @ApiConflictResponse({ description: 'You have already subscribed to one plan.' })
  createOrder(@CurrentUser() user: PublicUser, @Body() dto: CreateOrderDto): Promise<PaymentOrderView> {
    return this.services.request<PaymentOrderView, CreateOrderRequest>(Subjects.billing.createOrder, {
      ...dto,
      userId: user._id,
    });
  }

  @Post('verify')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks the checkout’s signature and fulfils the order (exactly once)' })
  @ApiBadRequestResponse({ description: 'Payment verification failed' })
  @ApiForbiddenResponse({ description: 'The order belongs to another account' })
  verify(@CurrentUser() user: PublicUser, @Body() dto: VerifyPaymentDto): Promise<VerifyPaymentResult> {
    return this.services.request<VerifyPaymentResult, VerifyPaymentRequest>(Subjects.billing.verifyPayment, {
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
  sandboxCheckout(@CurrentUser() user: PublicUser, @Body() dto: SandboxCheckoutDto): Promise<SandboxCheckoutResult> {
    return this.services.request<SandboxCheckoutResult, SandboxCheckoutRequest>(Subjects.billing.sandboxCheckout, {
      ...dto,
      userId: user._id,
    });
  }

  /**
   * Razorpay's webhook: no session (a server calls it), authenticated by the HMAC of the raw body,
   * which billing checks with the webhook secret (401 when wrong). The body reaches here as bytes.
   */
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
    return this.services.request<PaymentWebhookResult, PaymentWebhookRequest>(Subjects.billing.webhook, {
      rawBody: body.toString('base64'),
      signature: signature ?? '',
      ...(eventId ? { eventId } : {}),
    });
  }
}
