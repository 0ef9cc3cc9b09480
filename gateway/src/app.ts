import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { AppMetrics } from '@typing/service-kit';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AUTH_PATHS } from './auth/auth.routes';
import { sessionCookieName } from './session/session-cookie';
import { isWebhookRequest } from './billing/billing.routes';
import { isResultSave, saveBodyLimit } from './results/save-body';
import type { GatewayConfig } from './config';
import { HttpErrorFilter } from './errors/http-error.filter';
import { GatewayShutdown } from './health/shutdown';
import { gatewayValidationPipe } from './errors/validation';
import { rejectCrossSite } from './http/reject-cross-site';
import { recordHttpMetrics } from './http/http-metrics';
import { assignRequestId } from './http/request-id';
import { requireJson } from './http/require-json';

export async function createGatewayApp(config: GatewayConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  // No ETag: the API's answers are not cached, and Express would hash every JSON body for it.
  app.set('etag', false);
  app.setGlobalPrefix('api');
  app.use(app.get(GatewayShutdown).countRequests);
  app.use(assignRequestId);
  app.use(recordHttpMetrics(app.get(AppMetrics)));
  app.use(helmet());
  app.use(rejectCrossSite(config.APP_ORIGIN, [AUTH_PATHS.logout]));
  app.use(requireJson([AUTH_PATHS.updateProfileImage]));
  app.use(cookieParser());
  // The payment webhook's HMAC is over its bytes: that one body stays raw (the JSON parser then skips it).
  app.useBodyParser('raw', { type: isWebhookRequest, limit: config.BODY_LIMIT });
  app.useBodyParser('json', { type: isResultSave, limit: saveBodyLimit(config.BODY_LIMIT) });
  app.useBodyParser('json', { limit: config.BODY_LIMIT });
  app.useGlobalPipes(gatewayValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  // No enableShutdownHooks: Nest would close NATS before the requests in flight are done (main.ts drains first).

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Typing Practice API')
      .setVersion('1')
      .addCookieAuth(sessionCookieName(config.NODE_ENV))
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  return app;
}
