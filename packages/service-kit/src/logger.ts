import type { IncomingMessage, ServerResponse } from 'node:http';
import { healthSubject, SERVICE_NAMES } from '@typing/contracts';
import { getRpcInfo, LoggerModule } from 'nestjs-pino';
import { outcomeOf } from './metrics';
import { requestIdOfMessage, requestIdOrNew } from './request-id';

/** Probes hit these every few seconds; logging each would drown the lines that matter. */
export const QUIET_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

const QUIET_SUBJECTS: ReadonlySet<string> = new Set(SERVICE_NAMES.map(healthSubject));

const isRefusal = (error: unknown) => Number(outcomeOf(error)) < 500;

export function isQuietRequest(url: string | undefined): boolean {
  return QUIET_PATHS.has((url ?? '').split('?')[0]);
}

/** Secrets that travel in a path (the reset link's token) are redacted. */
export function loggableUrl(url: string | undefined): string | undefined {
  return url?.replace(/(\/reset-password\/)[^?/]*/g, '$1[redacted]');
}

/** Request lines carry method, path and status only: headers (cookies, tokens) never reach a log line. */
export function loggerModule(name: string, level: string, pretty: boolean) {
  return LoggerModule.forRoot({
    pinoHttp: {
      name,
      level,
      autoLogging: { ignore: (req: IncomingMessage) => isQuietRequest(req.url) },
      serializers: {
        req: (req: IncomingMessage) => ({ method: req.method, url: loggableUrl(req.url) }),
        res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      customSuccessMessage: (req, res) => `${req.method} ${loggableUrl(req.url)} ${res.statusCode}`,
      customErrorMessage: (req, res) => `${req.method} ${loggableUrl(req.url)} ${res.statusCode}`,
      redact: ['*.password', '*.newPassword', '*.otp', '*.token'],
      // The gateway assigns the id first (gateway/src/http/request-id.ts); a bare pino-http makes one.
      genReqId: (req: IncomingMessage & { id?: string }) => req.id ?? requestIdOrNew(undefined),
      quietReqLogger: true,
      transport: pretty ? { target: 'pino-pretty', options: { singleLine: true, colorize: true } } : undefined,
    },
    // A refusal (4xx) is an answer, not a fault: logged with its status, without a stack.
    microservice: {
      genReqId: requestIdOfMessage,
      autoLogging: { ignore: (context) => QUIET_SUBJECTS.has(String(getRpcInfo(context).pattern)) },
      customLogLevel: (_context, error) => (error === undefined || isRefusal(error) ? 'info' : 'error'),
      customErrorObject: (_context, error, value) =>
        isRefusal(error)
          ? { outcome: outcomeOf(error), responseTime: (value as { responseTime?: number }).responseTime }
          : value,
    },
  });
}
