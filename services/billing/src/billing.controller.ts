import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BillingUserRef,
  type CheckExpiredResult,
  CreateOrderRequest,
  CreateSubscriptionRequest,
  type PaymentOrderView,
  PaymentWebhookRequest,
  type PaymentWebhookResult,
  type PlansResponse,
  ReleaseUseRequest,
  SandboxCheckoutRequest,
  type SandboxCheckoutResult,
  Subjects,
  type SubscriptionView,
  type UseGrant,
  VerifyPaymentRequest,
  type VerifyPaymentResult,
} from '@typing/contracts';
import { PaymentsService } from './payments.service';
import { SubscriptionsService } from './subscriptions.service';

/** The billing service's NATS subjects; payloads are validated by the global pipe (service-kit). */
@Controller()
export class BillingController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @MessagePattern(Subjects.billing.plans)
  plans(): PlansResponse {
    return this.payments.catalogue();
  }

  @MessagePattern(Subjects.billing.createOrder)
  createOrder(@Payload() dto: CreateOrderRequest): Promise<PaymentOrderView> {
    return this.payments.createOrder(dto);
  }

  @MessagePattern(Subjects.billing.verifyPayment)
  verify(@Payload() dto: VerifyPaymentRequest): Promise<VerifyPaymentResult> {
    return this.payments.verify(dto);
  }

  @MessagePattern(Subjects.billing.sandboxCheckout)
  sandboxCheckout(@Payload() dto: SandboxCheckoutRequest): Promise<SandboxCheckoutResult> {
    return this.payments.sandboxCheckout(dto);
  }

  @MessagePattern(Subjects.billing.webhook)
  webhook(@Payload() dto: PaymentWebhookRequest): Promise<PaymentWebhookResult> {
    return this.payments.webhook(dto);
  }

  @MessagePattern(Subjects.billing.createSubscription)
  createSubscription(@Payload() dto: CreateSubscriptionRequest): Promise<SubscriptionView> {
    return this.payments.createSubscription(dto);
  }

  @MessagePattern(Subjects.billing.mySubscription)
  mySubscription(@Payload() dto: BillingUserRef): Promise<SubscriptionView> {
    return this.subscriptions.mine(dto.userId);
  }

  @MessagePattern(Subjects.billing.checkExpired)
  checkExpired(@Payload() dto: BillingUserRef): Promise<CheckExpiredResult> {
    return this.subscriptions.checkExpired(dto.userId);
  }

  @MessagePattern(Subjects.billing.consumeUse)
  consumeUse(@Payload() dto: BillingUserRef): Promise<UseGrant> {
    return this.subscriptions.consume(dto.userId);
  }

  @MessagePattern(Subjects.billing.releaseUse)
  releaseUse(@Payload() dto: ReleaseUseRequest): Promise<{ released: boolean }> {
    return this.subscriptions.release(dto.userId, dto.subscriptionId, dto.day);
  }
}
