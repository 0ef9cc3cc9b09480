export * from './billing.definition';
export { BillingConfig, DEV_SANDBOX_SECRET } from './billing.config';
export { hmacHex, paymentSignature } from './signatures';
export { WebhooksService } from './webhooks.service';
