import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';

/** Probes hit this every few seconds; logging each would drown the lines that matter. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * JSON logs in production, one readable line per request in development. Request lines carry
 * method, path and status only: headers (cookies, tokens) never reach a log line.
 */
export function loggerModule(name: string, level: string, pretty: boolean) {
  return LoggerModule.forRoot({
    pinoHttp: {
      name,
      level,
      autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has(req.url ?? '') },
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
