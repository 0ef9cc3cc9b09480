import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { RESULT_LIMITS } from '../results';

/** One typed character (the engine works per UTF-16 code unit). */
function SingleKey() {
  return applyDecorators(IsString(), Length(1, 1, { message: 'A key must be a single character.' }));
}

function Count(max: number) {
  return applyDecorators(IsInt(), Min(0), Max(max));
}

/** A bounded list of nested objects, each validated (unknown fields refused, `$`-keys included). */
function NestedList(cls: () => new () => object, max: number) {
  return applyDecorators(IsArray(), ArrayMaxSize(max), ValidateNested({ each: true }), Type(cls));
}

const MAX_TEST_MS = 120_000;

export class KeyCountDto {
  @ApiProperty({ example: 'e' }) @SingleKey() key: string;
  @ApiProperty({ example: 3 }) @Count(RESULT_LIMITS.wrongKeyPresses) count: number;
}

export class KeyTimingDto {
  @ApiProperty({ example: 'e' }) @SingleKey() key: string;
  @ApiProperty({ example: 12 }) @IsInt() @Min(1) @Max(RESULT_LIMITS.sampleText * 2) samples: number;
  @ApiProperty({ example: 2400 }) @Count(MAX_TEST_MS) totalMs: number;
  @ApiProperty({ example: 200 }) @Count(MAX_TEST_MS) meanMs: number;
}

export class SubstitutionDto {
  @ApiProperty({ example: 'e' }) @SingleKey() expected: string;
  @ApiProperty({ example: 'r' }) @SingleKey() typed: string;
  @ApiProperty({ example: 2 }) @IsInt() @Min(1) @Max(RESULT_LIMITS.wrongKeyPresses) count: number;
}

/** POST /api/result/saveresult (spec §3 "Typing result"; see `SaveResultRequest`). */
export class SaveResultDto {
  @ApiProperty({ description: 'Generated once per test by the browser; a retried save stores nothing new' })
  @IsUUID('all')
  clientId: string;

  @ApiProperty({ example: 42 }) @Count(RESULT_LIMITS.wpm) wpm: number;
  @ApiProperty({ example: 96 }) @Count(100) accuracy: number;

  @ApiProperty({ maxLength: RESULT_LIMITS.sampleText })
  @IsString()
  @Length(1, RESULT_LIMITS.sampleText)
  sampleText: string;

  @ApiProperty({ description: 'No longer than the sample text' })
  @IsString()
  @MaxLength(RESULT_LIMITS.sampleText)
  userInput: string;

  @ApiProperty({ type: [String], description: 'Expected characters of the mistyped keystrokes' })
  @IsArray()
  @ArrayMaxSize(RESULT_LIMITS.wrongKeyPresses)
  @IsString({ each: true })
  @Length(1, 1, { each: true, message: 'A key must be a single character.' })
  wrongKeyPresses: string[];

  @ApiProperty({ type: [KeyCountDto] })
  @NestedList(() => KeyCountDto, RESULT_LIMITS.keys)
  weakKeyStats: KeyCountDto[];

  @ApiProperty() @Count(RESULT_LIMITS.sampleText) correctChars: number;
  @ApiProperty() @Count(RESULT_LIMITS.sampleText) incorrectChars: number;

  @ApiProperty({ example: 60, description: 'Seconds of the duration actually used' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 })
  @Min(0)
  @Max(MAX_TEST_MS / 1000)
  elapsedSeconds: number;

  @ApiProperty({ enum: [30, 60, 120] }) @IsIn([30, 60, 120]) durationSeconds: number;

  @ApiPropertyOptional({ type: [KeyTimingDto] })
  @IsOptional()
  @NestedList(() => KeyTimingDto, RESULT_LIMITS.keys)
  keyTimings?: KeyTimingDto[];

  @ApiPropertyOptional({ type: [SubstitutionDto] })
  @IsOptional()
  @NestedList(() => SubstitutionDto, RESULT_LIMITS.substitutions)
  substitutions?: SubstitutionDto[];

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RESULT_LIMITS.wpmSeries)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(RESULT_LIMITS.wpm, { each: true })
  wpmSeries?: number[];

  @ApiPropertyOptional() @IsOptional() @Count(100) consistency?: number;

  @ApiPropertyOptional({ description: 'Recomputed by the server' })
  @IsOptional()
  @IsIn(['Master', 'Expert', 'Advanced', 'Intermediate', 'Improving', 'Beginner'])
  skillLevel?: string;

  @ApiPropertyOptional({ description: "Ignored: the result is always saved for the session's user" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  userId?: string;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** `results.save`: the gateway adds the session's user; the body's `userId` never decides. */
export class SaveResultCommand {
  @IsString() @Matches(OBJECT_ID) userId: string;
  @ValidateNested() @Type(() => SaveResultDto) result: SaveResultDto;
}

/** `results.performance`. */
export class PerformanceQuery {
  @IsString() @Matches(OBJECT_ID) userId: string;
}

export class SavedResultDto {
  @ApiProperty() id: string;
  @ApiProperty() clientId: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() wpm: number;
  @ApiProperty() accuracy: number;
  @ApiProperty() correctChars: number;
  @ApiProperty() incorrectChars: number;
  @ApiProperty() elapsedSeconds: number;
  @ApiProperty() skillLevel: string;
}

export class SaveResultResponseDto {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'false for a retried save of an already stored result' }) created: boolean;
  @ApiProperty({ type: SavedResultDto }) result: SavedResultDto;
}

export class RecentSessionDto {
  @ApiProperty() id: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() wpm: number;
  @ApiProperty() accuracy: number;
}

export class PerformanceSummaryDto {
  @ApiProperty() averageWpm: number;
  @ApiProperty() averageAccuracy: number;
  @ApiProperty() totalTests: number;
  @ApiProperty({ description: 'Same as totalTests' }) totalSessions: number;
  @ApiProperty({ type: [RecentSessionDto] }) sessions: RecentSessionDto[];
  @ApiProperty({ type: [KeyCountDto] }) weakKeyStats: KeyCountDto[];
  @ApiProperty({ type: [KeyTimingDto] }) keyTimings: KeyTimingDto[];
  @ApiProperty({ type: [SubstitutionDto] }) substitutions: SubstitutionDto[];
}
