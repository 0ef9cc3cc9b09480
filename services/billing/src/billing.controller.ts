import { Controller } from '@nestjs/common';
import {
  type BillingExport,
  type BillingUnlinked,
  type CheckExpiredResult,
  type CreateOrderCommand,
  type CreateSubscriptionCommand,
  type PaymentOrderView,
  type PaymentWebhook,
  type PaymentWebhookResult,
  type PlansResponse,
  type Receipt,
  type ReceiptCommand,
  type ReceiptList,
  type ReleaseUse,
  type ReleaseUseResult,
  type SandboxCheckoutCommand,
  type SandboxCheckoutResult,
  Subjects,
  type SubscriptionView,
  type UpgradeQuote,
  type UpgradeQuoteCommand,
  type UseGrant,
  type UserRef,
  type VerifyPaymentCommand,
  type VerifyPaymentResult,
} from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { MemberRecordsService } from './member-records.service';
import { PaymentsService } from './payments.service';
import { ReceiptsService } from './receipts.service';
import { SubscriptionsService } from './subscriptions.service';
import { WebhooksService } from './webhooks.service';

/** The billing service's NATS subjects; each payload is validated with its subject's contract schema. */
@Controller()
export class BillingController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly members: MemberRecordsService,
    private readonly receipts: ReceiptsService,
    private readonly webhooks: WebhooksService,
  ) {}

  @RpcHandler(Subjects.billing.plans)
  plans(): PlansResponse {
    return this.payments.catalogue();
  }

  @RpcHandler(Subjects.billing.createOrder)
  createOrder(dto: CreateOrderCommand): Promise<PaymentOrderView> {
    return this.payments.createOrder(dto);
  }

  @RpcHandler(Subjects.billing.verifyPayment)
  verify(dto: VerifyPaymentCommand): Promise<VerifyPaymentResult> {
    return this.payments.verify(dto);
  }

  @RpcHandler(Subjects.billing.sandboxCheckout)
  sandboxCheckout(dto: SandboxCheckoutCommand): Promise<SandboxCheckoutResult> {
    return this.payments.sandboxCheckout(dto);
  }

  @RpcHandler(Subjects.billing.webhook)
  webhook(dto: PaymentWebhook): Promise<PaymentWebhookResult> {
    return this.webhooks.receive(dto);
  }

  @RpcHandler(Subjects.billing.createSubscription)
  createSubscription(dto: CreateSubscriptionCommand): Promise<SubscriptionView> {
    return this.payments.createSubscription(dto);
  }

  @RpcHandler(Subjects.billing.mySubscription)
  mySubscription(dto: UserRef): Promise<SubscriptionView> {
    return this.subscriptions.mine(dto.userId);
  }

  @RpcHandler(Subjects.billing.checkExpired)
  checkExpired(dto: UserRef): Promise<CheckExpiredResult> {
    return this.subscriptions.checkExpired(dto.userId);
  }

  @RpcHandler(Subjects.billing.upgradeQuote)
  upgradeQuote(dto: UpgradeQuoteCommand): Promise<UpgradeQuote> {
    return this.payments.quote(dto);
  }

  @RpcHandler(Subjects.billing.receipts)
  receiptList(dto: UserRef): Promise<ReceiptList> {
    return this.receipts.list(dto.userId);
  }

  @RpcHandler(Subjects.billing.receipt)
  receipt(dto: ReceiptCommand): Promise<Receipt> {
    return this.receipts.one(dto.userId, dto.paymentId);
  }

  @RpcHandler(Subjects.billing.consumeUse)
  consumeUse(dto: UserRef): Promise<UseGrant> {
    return this.subscriptions.consume(dto.userId);
  }

  @RpcHandler(Subjects.billing.releaseUse)
  releaseUse(dto: ReleaseUse): Promise<ReleaseUseResult> {
    return this.subscriptions.release(dto.userId, dto.subscriptionId, dto.day);
  }

  @RpcHandler(Subjects.billing.exportUser)
  exportUser(dto: UserRef): Promise<BillingExport> {
    return this.members.export(dto.userId);
  }

  @RpcHandler(Subjects.billing.deleteUser)
  deleteUser(dto: UserRef): Promise<BillingUnlinked> {
    return this.members.unlink(dto.userId);
  }
}
