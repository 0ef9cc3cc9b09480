import { type DynamicModule, Module, type OnModuleInit, type Provider, type ValueProvider } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { HEALTH_PROBES, type HealthProbe, mailQueueModule } from '@typing/service-kit';
import { ModuleRef } from '@nestjs/core';
import type { Model } from 'mongoose';
import { AccountDataService } from './account-data.service';
import { AccountsService } from './accounts.service';
import { AuthConfig } from './auth.config';
import { AuthController } from './auth.controller';
import { PreferencesController } from './preferences.controller';
import { PreferencesService } from './preferences.service';
import { PublicProfileController } from './public-profile.controller';
import { PublicProfileService } from './public-profile.service';
import { GoogleSignInService } from './google-sign-in.service';
import { ObjectStore } from './object-store';
import { OtpService } from './otp.service';
import { ProfileImageService } from './profile-image.service';
import { PurgeService } from './purge.service';
import { SessionsService } from './sessions.service';
import { QueueHealth } from './queue-health';
import { Identity, IdentitySchema } from './schemas/identity.schema';
import { OtpCode, OtpCodeSchema } from './schemas/otp-code.schema';
import { PublicName, PublicNameSchema } from './schemas/public-name.schema';
import { ResetToken, ResetTokenSchema } from './schemas/reset-token.schema';
import { Session, SessionSchema } from './schemas/session.schema';
import { User, UserSchema } from './schemas/user.schema';

const MODELS = [
  { name: User.name, schema: UserSchema },
  { name: OtpCode.name, schema: OtpCodeSchema },
  { name: Session.name, schema: SessionSchema },
  { name: ResetToken.name, schema: ResetTokenSchema },
  { name: Identity.name, schema: IdentitySchema },
  { name: PublicName.name, schema: PublicNameSchema },
];

function isProbeList(provider: Provider): provider is ValueProvider<HealthProbe[]> {
  return typeof provider === 'object' && 'provide' in provider && provider.provide === HEALTH_PROBES;
}

@Module({})
export class AuthModule implements OnModuleInit {
  constructor(private readonly moduleRef: ModuleRef) {}

  static register(config: AuthConfig): DynamicModule {
    const mailQueue = mailQueueModule(config);
    // The queue's probe joins the object store's in this service's one list of health probes.
    const queueProbes = mailQueue.providers.filter(isProbeList).flatMap((p) => p.useValue);
    return {
      module: AuthModule,
      imports: [MongooseModule.forFeature(MODELS), ...mailQueue.imports],
      controllers: [AuthController, PreferencesController, PublicProfileController],
      providers: [
        ...mailQueue.providers.filter((p) => !isProbeList(p)),
        { provide: AuthConfig, useValue: config },
        { provide: QueueHealth, useValue: new QueueHealth(queueProbes) },
        {
          provide: HEALTH_PROBES,
          inject: [ObjectStore],
          useFactory: (store: ObjectStore): HealthProbe[] => [...queueProbes, store.probe],
        },
        ObjectStore,
        OtpService,
        SessionsService,
        AccountsService,
        AccountDataService,
        GoogleSignInService,
        ProfileImageService,
        PurgeService,
        PreferencesService,
        PublicProfileService,
      ],
      exports: [HEALTH_PROBES],
    };
  }

  /** Unique indexes settle races (one account per address, one identity per Google subject): build them before serving. */
  async onModuleInit(): Promise<void> {
    await Promise.all(
      MODELS.map(({ name }) => this.moduleRef.get<Model<unknown>>(getModelToken(name), { strict: false }).init()),
    );
  }
}
