/** The one error shape that crosses NATS and reaches the browser: `{ status, code, message }`. */

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

/** Messages the spec fixes; the gateway and the front end show the same words. */
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
} as const;
