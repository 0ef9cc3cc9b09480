import { ErrorCode, isErrorBody, nextIndiaMidnight } from '@typing/contracts';
import type { Response } from 'express';

/** Runs a save; one refused by the daily cap tells the client, in Retry-After, to come back at midnight in India. */
export async function saveWithinDailyCap<T>(
  response: Response,
  save: () => Promise<T>,
  now = () => new Date(),
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isErrorBody(error) && error.code === ErrorCode.DailySavesReached) {
      const at = now();
      const seconds = Math.ceil((nextIndiaMidnight(at).getTime() - at.getTime()) / 1000);
      response.setHeader('Retry-After', String(Math.max(1, seconds)));
    }
    throw error;
  }
}
