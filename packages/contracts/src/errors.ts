/** The one error shape that crosses NATS and reaches the browser: `{ status, code, message }`. */
import { formatCount } from './count-format';
import { DAILY_EXPORTS_CAP, DAILY_SAVES_CAP, MEMBER_ORDERS_PER_DAY, MEMBER_RESULTS_CAP } from './limits';

export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  CrossSiteRequest: 'CROSS_SITE_REQUEST',
  NotFound: 'NOT_FOUND',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  ServiceTimeout: 'SERVICE_TIMEOUT',
  Internal: 'INTERNAL',
  Unauthorized: 'UNAUTHORIZED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  InvalidOtp: 'INVALID_OTP',
  OtpSpent: 'OTP_SPENT',
  OtpExpired: 'OTP_EXPIRED',
  InvalidResetToken: 'INVALID_RESET_TOKEN',
  WeakPassword: 'WEAK_PASSWORD',
  GoogleNotConfigured: 'GOOGLE_NOT_CONFIGURED',
  GoogleTokenInvalid: 'GOOGLE_TOKEN_INVALID',
  InvalidImage: 'INVALID_IMAGE',
  ResultRejected: 'RESULT_REJECTED',
  ResultsCapReached: 'RESULTS_CAP_REACHED',
  DailySavesReached: 'DAILY_SAVES_REACHED',
  Forbidden: 'FORBIDDEN',
  NoSubscription: 'NO_SUBSCRIPTION',
  SubscriptionExpired: 'SUBSCRIPTION_EXPIRED',
  DailyLimitReached: 'DAILY_LIMIT_REACHED',
  AlreadySubscribed: 'ALREADY_SUBSCRIBED',
  AmountMismatch: 'AMOUNT_MISMATCH',
  OrderNotFound: 'ORDER_NOT_FOUND',
  PaymentVerificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  PaymentNotVerified: 'PAYMENT_NOT_VERIFIED',
  WebhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  PaymentProviderError: 'PAYMENT_PROVIDER_ERROR',
  SandboxUnavailable: 'SANDBOX_UNAVAILABLE',
  PaymentNotFound: 'PAYMENT_NOT_FOUND',
  AiTextFailed: 'AI_TEXT_FAILED',
  OrderLimitReached: 'ORDER_LIMIT_REACHED',
  NoPassword: 'NO_PASSWORD',
  ConfirmationFailed: 'CONFIRMATION_FAILED',
  DisplayNameTaken: 'DISPLAY_NAME_TAKEN',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorBody {
  status: number;
  code: ErrorCode | string;
  message: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.status) &&
    (v.status as number) >= 400 &&
    (v.status as number) <= 599 &&
    typeof v.code === 'string' &&
    typeof v.message === 'string'
  );
}

/** The spec's words where it fixes them; the gateway and the front end show the same. */
export const Messages = {
  fillAllFields: 'Please fill in all fields.',
  invalidEmail: 'Please provide a valid email address.',
  contactSent: 'Thank you for your message. We will get back to you soon.',
  serverOnline: 'Server is online',
  unknownField: (field: string) => `Unknown field '${field}'.`,
  bodyTooLarge: 'The request body is too large.',
  malformedJson: 'The request body is not valid JSON.',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  crossSite: 'Requests from other sites are not allowed.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serviceUnavailable: 'The service is unavailable. Please try again later.',
  serviceTimeout: 'The service did not answer in time. Please try again later.',
  internal: 'Something went wrong on our side. Please try again later.',

  passwordsDoNotMatch: 'Passwords do not match',
  enterAllDigits: 'Please enter all 6 digits',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  signupCodeSent: 'We sent a 6-digit code to your email.',
  otpInvalid: 'Invalid OTP, please try again',
  otpVerified: 'Your email is verified. You can sign in now.',
  otpResent: 'If that account is waiting for verification, a new code is on its way.',
  otpCooldown: 'Please wait before asking for another code.',
  otpSpent: 'That was the fifth wrong code, so this code no longer works. Please ask for a new one.',
  otpExpired: 'This code has expired. Please ask for a new one.',
  otpHourlyCap: 'Too many codes were sent to this address. Please try again later.',
  otpDailyCap: 'Too many codes were tried for this address today. Please try again later.',
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email first. We sent you a new code.',
  loggedIn: 'Signed in successfully.',
  loggedOut: 'Signed out.',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please try again later.',
  unauthorized: 'Please sign in to continue.',
  resetLinkSent: 'Reset link sent to your email!',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Password reset successful!',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleTokenInvalid: 'Google sign-in failed. Please try again.',
  googleEmailUnverified: 'Your Google email address is not verified.',
  selectImage: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',
  imageUnreadable: 'That image could not be read. Please choose a JPEG, PNG, WebP, GIF or AVIF file.',
  imageFormatNotAccepted: 'That image format is not accepted. Please choose a JPEG, PNG, WebP, GIF or AVIF file.',
  imageTooManyPixels: 'That picture is too large. Please choose one of at most 25 megapixels.',
  /** HEIC (the iPhone camera's default, HEVC-coded): the image library cannot decode it. */
  imageHeicNotAccepted:
    'HEIC photos (the iPhone camera’s format) cannot be read here. Please choose a JPEG, PNG, WebP, GIF or AVIF file: on an iPhone, share or export the photo as JPEG.',
  imageNotFound: 'Image not found.',
  imageDecodesBusy: 'Too many pictures are being processed right now. Please try again in a few seconds.',
  profileImageUpdated: 'Profile image updated.',

  resultSaved: 'Result saved.',
  resultAlreadySaved: 'This result was already saved.',
  resultInputTooLong: 'The typed text is longer than the sample text.',
  resultInconsistent: 'The result does not match the typed text: it was not saved.',
  examResultNotFound: 'There is no such exam result.',
  resultsCapReached: `Your account keeps ${formatCount(MEMBER_RESULTS_CAP)} saved tests, the most it can hold: this test was not saved.`,
  dailySavesReached: `You saved ${formatCount(DAILY_SAVES_CAP)} tests today, the most a day: this test was not saved. Saving opens again at midnight, India time.`,
  exportRunning: 'An export of your data is already running. Please wait for it to finish, then try again.',
  dailyExportsReached: `You exported your data ${formatCount(DAILY_EXPORTS_CAP)} times today, the most a day. Please try again after midnight, India time.`,

  noActiveSubscription: 'No active subscription found. Please subscribe to a plan first',
  subscriptionExpired: 'Your subscription has expired. Please renew.',
  dailyLimitReached: 'Daily usage limit reached. Try again tomorrow.',
  aiTextFailed: 'Failed to generate AI text.',
  alreadySubscribed: 'You have already subscribed to one plan.',
  paymentVerificationFailed: 'Payment verification failed',
  paymentVerified: 'Payment verified',
  subscribedSuccessfully: 'Subscribed successfully',
  amountMismatch: 'The amount does not match the price of a plan.',
  orderNotFound: 'Order not found.',
  orderNotYours: 'This order belongs to another account.',
  orderMismatch: 'The subscription does not match its order.',
  paymentNotVerified: 'This payment has not been verified.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  paymentProviderError: 'The payment provider could not be reached. Please try again later.',
  sandboxUnavailable: 'The sandbox checkout is only available when no payment provider is configured.',
  paymentNotFound: 'Payment not found.',
  planNotFound: 'There is no such plan.',
  upgradeNeedsPlan: 'You have no active plan to upgrade. Choose a plan to subscribe.',
  upgradeOnlyHigher: 'You can move only to a higher plan while your plan is active.',
  fulfilmentBusy: 'Too many payments at once for this account. Please try again.',
  orderLimitReached: `You started ${MEMBER_ORDERS_PER_DAY} payments today, the most a day. Please try again after midnight, India time.`,

  passwordChanged: 'Your password was changed. Other devices have been signed out.',
  currentPasswordWrong: 'Your current password is not correct.',
  noPasswordToChange: 'This account signs in with Google and has no password. Use “Forgot password” to set one.',
  deletionConfirmationFailed: 'That does not match: your account was not deleted.',
  deletionNeedsConfirmation: 'Enter your password (or, for a Google account, your email) to confirm.',
  accountDeleted: 'Your account and its data were deleted.',
  nameChanged: 'Your name was changed.',

  displayNameTaken: 'That display name is taken. Please choose another.',
  publicProfileNotFound: 'There is no public profile with that name.',
  leaderboardRebuilding: 'The leaderboard is being prepared. Please try again in a few seconds.',
  accountDeletionUnfinished:
    'Your account could not be fully deleted just now. You were signed out everywhere, and we will finish deleting it within a few minutes.',
} as const;
