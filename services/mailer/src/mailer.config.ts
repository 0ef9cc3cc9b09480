import { IsEmail, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { EnvBoolean, MailSealingConfig } from '@typing/service-kit';

/** SMTP settings, plus the key that opens sealed codes and links in account mail jobs. */
export class MailerConfig extends MailSealingConfig {
  @IsString() @MinLength(1) SMTP_HOST: string;
  @IsInt() @Min(1) @Max(65535) SMTP_PORT: number;
  @EnvBoolean() SMTP_SECURE: boolean = false;
  @IsOptional() @IsString() SMTP_USER?: string;
  @IsOptional() @IsString() SMTP_PASS?: string;
  /** e.g. `Typing Practice <no-reply@typing.local>` */
  @IsString() @MinLength(3) MAIL_FROM: string;
  @IsEmail({ require_tld: false }) CONTACT_TEAM_EMAIL: string;

  override devDefaultsInUse(): Record<string, boolean> {
    const devDomain = /@typing\.local>?$/;
    return {
      ...super.devDefaultsInUse(),
      MAIL_FROM: devDomain.test(this.MAIL_FROM),
      CONTACT_TEAM_EMAIL: devDomain.test(this.CONTACT_TEAM_EMAIL),
    };
  }
}
