import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Messages } from '../errors';
import { BILLING_LIMITS } from '../billing';

/** Ids from the payment provider: letters, digits, `_` and `-` only (they end up in HMAC input and queries). */
function ProviderId(label: string) {
  return applyDecorators(
    IsString({ message: `${label} is required.` }),
    IsNotEmpty({ message: `${label} is required.` }),
    MaxLength(BILLING_LIMITS.idMax),
    Matches(/^[A-Za-z0-9_-]+$/, { message: `${label} is not valid.` }),
  );
}

const UserId = () => applyDecorators(IsString(), Matches(/^[0-9a-f]{24}$/));

/** POST /api/razorpay/createorder: the spec sends the plan's price (rupees); the plan id is optional. */
export class CreateOrderDto {
  @ApiProperty({ example: 2, description: 'The chosen plan’s price in rupees' })
  @IsInt({ message: Messages.amountMismatch })
  @Min(1, { message: Messages.amountMismatch })
  @Max(1_000_000, { message: Messages.amountMismatch })
  amount: number;

  @ApiPropertyOptional({ example: 2, description: 'When given, the amount must be this plan’s price' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  planId?: number;
}

export class CreateOrderRequest extends CreateOrderDto {
  @UserId() userId: string;
}

/** POST /api/razorpay/verify: the fields Razorpay's checkout hands to its handler. */
export class VerifyPaymentDto {
  @ApiProperty({ example: 'order_NY1dQ0n3Z0Lx1a' }) @ProviderId('The order id') razorpay_order_id: string;
  @ApiProperty({ example: 'pay_NY1dVb3f0Lx1aQ' }) @ProviderId('The payment id') razorpay_payment_id: string;

  @ApiProperty({ description: 'Hex HMAC-SHA256 of `order_id|payment_id`' })
  @IsString()
  @Matches(/^[0-9a-f]{64}$/i, { message: Messages.paymentVerificationFailed })
  razorpay_signature: string;
}

export class VerifyPaymentRequest extends VerifyPaymentDto {
  @UserId() userId: string;
}

/** POST /api/subscription/createsubscription (spec §3 "Subscription create request"). */
export class CreateSubscriptionDto {
  @ApiProperty({ example: 'order_NY1dQ0n3Z0Lx1a' }) @ProviderId('The order id') orderId: string;

  @ApiProperty({ example: 200, description: 'The order’s amount (paise) or the plan price (rupees)' })
  @IsInt()
  @Min(1)
  amount: number;

  @ApiProperty({ example: 'INR' }) @IsIn([BILLING_LIMITS.currency]) currency: string;
  @ApiProperty({ example: 2 }) @IsInt() @Min(1) @Max(1000) planId: number;
}

export class CreateSubscriptionRequest extends CreateSubscriptionDto {
  @UserId() userId: string;
}

/** POST /api/razorpay/sandbox-checkout: the in-app test checkout succeeds or fails a payment. */
export class SandboxCheckoutDto {
  @ApiProperty({ example: 'order_sbx_4f7c1a2b3c4d5e6f' }) @ProviderId('The order id') orderId: string;
  @ApiProperty({ enum: ['success', 'failure'] }) @IsIn(['success', 'failure']) outcome: 'success' | 'failure';
}

export class SandboxCheckoutRequest extends SandboxCheckoutDto {
  @UserId() userId: string;
}

/** A signed-in user's own billing data (mysubscription, check-expired, consuming an AI use). */
export class BillingUserRef {
  @UserId() userId: string;
}

/** Giving back the use a failed generation had taken. */
export class ReleaseUseRequest {
  @UserId() userId: string;
  @IsString() @Matches(/^[0-9a-f]{24}$/) subscriptionId: string;
  @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/) day: string;
}

/** The gateway forwards a provider webhook untouched: billing checks its HMAC over these exact bytes. */
export class PaymentWebhookRequest {
  /** The raw body, base64 (the signature is over bytes, not over re-serialised JSON). */
  @IsString() @IsNotEmpty() @MaxLength(200_000) rawBody: string;
  @IsString() @MaxLength(256) signature: string;
  @IsOptional() @IsString() @MaxLength(128) eventId?: string;
}

export interface PaymentWebhookResult {
  status: 'processed' | 'duplicate' | 'ignored';
}

/** One use of the daily AI allowance, as billing granted it (needed to give it back). */
export interface UseGrant {
  subscriptionId: string;
  day: string;
  planId: number;
  remainingDailyLimit: number;
}
