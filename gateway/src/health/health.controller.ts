import { Controller, Get, Inject, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { HealthCheck, HealthCheckService, HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { ErrorCode, healthSubject, SERVICE_NAMES, type ServiceHealth, type ServiceName } from '@typing/contracts';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { GatewayConfig } from '../config';
import { ApiError } from '../errors/api-error';
import { REDIS } from '../redis/redis.module';
import { ServiceClient } from '../rpc/service-client';
import { bearerMatches } from './health-token';
import { GatewayShutdown } from './shutdown';

const SERVICE_HEALTH_TIMEOUT_MS = 1500;

/** Probes are public and never rate limited; the full report asks every service, so it needs HEALTH_TOKEN. */
@ApiTags('system')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly services: ServiceClient,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly shutdown: GatewayShutdown,
    private readonly config: GatewayConfig,
  ) {}

  @Get('live')
  @SkipThrottle()
  @ApiOperation({ summary: 'Liveness: the process answers (no dependency is asked)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @SkipThrottle()
  @ApiOperation({ summary: 'Readiness: 503 while shutting down, so the load balancer stops sending' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } } })
  ready(@Res({ passthrough: true }) res: Response): { status: 'ok' | 'shutting_down' } {
    if (this.shutdown.ready) return { status: 'ok' };
    res.status(503);
    return { status: 'shutting_down' };
  }

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'The full report: NATS, Redis, the database and every service (HEALTH_TOKEN bearer)' })
  @ApiBearerAuth()
  @ApiUnauthorizedResponse({ description: 'No HEALTH_TOKEN bearer token' })
  async check(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (!bearerMatches(req, this.config.HEALTH_TOKEN)) {
      throw new ApiError(401, ErrorCode.Unauthorized, 'The full health report needs the HEALTH_TOKEN bearer token.');
    }
    const reports = new Map<ServiceName, Promise<ServiceHealth | undefined>>(
      SERVICE_NAMES.map((name) => [
        name,
        this.services.request(healthSubject(name), {}, SERVICE_HEALTH_TIMEOUT_MS).catch(() => undefined),
      ]),
    );
    try {
      return await this.health.check([
        () => this.probe('nats', () => this.services.pingBus()),
        () => this.probe('redis', () => this.redis.ping()),
        () => this.database(reports),
        ...SERVICE_NAMES.map((name) => () => this.service(name, reports.get(name)!)),
      ]);
    } catch (error) {
      // Terminus throws 503 carrying the full report; answer with the report, not an error body.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503);
      return error.getResponse();
    }
  }

  private async probe(key: string, check: () => Promise<unknown>): Promise<HealthIndicatorResult> {
    const session = this.indicators.check(key);
    try {
      await check();
      return session.up();
    } catch {
      return session.down();
    }
  }

  private async service(name: ServiceName, report: Promise<ServiceHealth | undefined>) {
    const session = this.indicators.check(name);
    const health = await report;
    if (!health) return session.down({ message: 'no answer' });
    return health.status === 'up'
      ? session.up({ ...health.details })
      : session.down({ database: health.database, ...health.details });
  }

  private async database(reports: Map<ServiceName, Promise<ServiceHealth | undefined>>) {
    const session = this.indicators.check('database');
    const answered = (await Promise.all(reports.values())).filter((r): r is ServiceHealth => r !== undefined);
    const down = answered.filter((r) => r.database !== 'up').map((r) => r.service);
    if (answered.length === 0) return session.down({ message: 'no service answered' });
    return down.length === 0 ? session.up() : session.down({ reportedDownBy: down });
  }
}
