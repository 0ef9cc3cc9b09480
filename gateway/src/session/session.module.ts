import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { GatewayConfig } from '../config';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { SESSION_JWT_ALGORITHMS, SessionCookie } from './session-cookie';

/** Signed-in requests: the cookie (a JWT naming a server session), its cached check, the guard and `@CurrentUser()`. */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: SESSION_JWT_ALGORITHMS },
      }),
    }),
  ],
  providers: [SessionCookie, JwtStrategy, JwtAuthGuard, OptionalJwtAuthGuard],
  exports: [PassportModule, JwtAuthGuard, OptionalJwtAuthGuard, SessionCookie],
})
export class SessionModule {}
