import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, Length, Matches } from 'class-validator';
import { AI_TEXT_LIMITS } from '../billing';

/** POST /api/text/gettext (spec §7): the keys to practise; empty means "my long-term weak keys". */
export class GetTextDto {
  @ApiProperty({ type: [String], example: ['q', 'z', 'x'], description: 'Single characters, most missed first' })
  @IsArray()
  @ArrayMaxSize(AI_TEXT_LIMITS.misTypesMax)
  @IsString({ each: true })
  @Length(1, 1, { each: true, message: 'A key must be a single character.' })
  misTypes: string[];
}

export class GenerateTextRequest extends GetTextDto {
  @IsString() @Matches(/^[0-9a-f]{24}$/) userId: string;
}
