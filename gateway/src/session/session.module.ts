import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { GatewayConfig } from '../config';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { SESSION_JWT_ALGORITHMS, SessionCookie } from './session-cookie';

/**
 * The signed-in request: the session cookie (a JWT naming a server-side session), the passport
 * strategy that checks the session is still live (through its short cache), the guard every
 * signed-in route uses, and `@CurrentUser()` to read the user.
 */
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
