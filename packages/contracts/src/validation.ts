import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Messages } from './errors';

/*
 * class-validator reports failures in the order decorators are registered. applyDecorators
 * registers in the order written, so the first message is always the most basic problem
 * (missing before malformed before too long).
 */

/** A required, non-empty string of at most `max` characters. */
export function RequiredText(label: string, max: number) {
  return applyDecorators(
    IsString({ message: Messages.fillAllFields }),
    IsNotEmpty({ message: Messages.fillAllFields }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
  );
}

/** A required email address. */
export function RequiredEmail(max: number) {
  return applyDecorators(
    IsString({ message: Messages.fillAllFields }),
    IsNotEmpty({ message: Messages.fillAllFields }),
    IsEmail({}, { message: Messages.invalidEmail }),
    MaxLength(max, { message: Messages.invalidEmail }),
  );
}
