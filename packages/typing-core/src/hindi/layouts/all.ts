import type { HindiLayout, HindiLayoutId } from '../layout';
import { inscript } from './inscript';
import { krutidev } from './krutidev';
import { remingtonCbi } from './remington-cbi';
import { remingtonGail } from './remington-gail';

/** The four Hindi layouts the SSC offers, by id. */
export const hindiLayouts: Readonly<Record<HindiLayoutId, HindiLayout>> = {
  inscript,
  'remington-gail': remingtonGail,
  'remington-cbi': remingtonCbi,
  krutidev,
};
