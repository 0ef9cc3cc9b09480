import { Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@typing/contracts';
import { ApiError } from '../errors/api-error';

/**
 * Profile pictures one gateway decodes at once. A decode of a 25-megapixel upload holds
 * about 100 MB of pixels and a core for a second or so; two at a time keep a gateway's memory and
 * its other requests' CPU bounded. The rest are refused at once (503; the error filter adds
 * Retry-After) rather than queued behind them.
 */
export const PROFILE_IMAGE_DECODES = 2;

/** The gateway's decode slots: `run` decodes in a free slot or answers 503. */
@Injectable()
export class ProfileImageDecodes {
  readonly capacity = PROFILE_IMAGE_DECODES;
  private busy = 0;

  /** Takes a slot until `release` is called (once); undefined when every slot is taken. */
  take(): (() => void) | undefined {
    if (this.busy >= this.capacity) return undefined;
    this.busy += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy -= 1;
    };
  }

  async run<T>(decode: () => Promise<T>): Promise<T> {
    const release = this.take();
    if (!release) throw new ApiError(503, ErrorCode.ServiceUnavailable, Messages.imageDecodesBusy);
    try {
      return await decode();
    } finally {
      release();
    }
  }
}
