import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';

/** Probes hit these every few seconds; logging each would drown the lines that matter. */
export const QUIET_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/live']);

/** Whether a request line is left out of the log (its path, with or without a query string). */
export function isQuietRequest(url: string | undefined): boolean {
  return QUIET_PATHS.has((url ?? '').split('?')[0]);
}

/**
 * JSON logs in production, one readable line per request in development. Request lines carry
 * method, path and status only: headers (cookies, tokens) never reach a log line.
 */
export function loggerModule(name: string, level: string, pretty: boolean) {
  return LoggerModule.forRoot({
    pinoHttp: {
      name,
      level,
      autoLogging: { ignore: (req: IncomingMessage) => isQuietRequest(req.url) },
      serializers: {
        req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      customSuccessMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode}`,
      customErrorMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode}`,
      redact: ['*.password', '*.newPassword', '*.otp', '*.token'],
      transport: pretty ? { target: 'pino-pretty', options: { singleLine: true, colorize: true } } : undefined,
    },
  });
}
