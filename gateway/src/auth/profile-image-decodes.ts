import { Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@typing/contracts';
import { ApiError } from '../errors/api-error';

/** A 25 MP decode holds about 100 MB and a core for a second: two at once bound memory and CPU; the rest get 503. */
const PROFILE_IMAGE_DECODES = 2;

@Injectable()
export class ProfileImageDecodes {
  readonly capacity = PROFILE_IMAGE_DECODES;
  private busy = 0;

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
