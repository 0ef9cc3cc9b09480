import type { HindiLayout, HindiLayoutId } from '../layout';
import { inscript } from './inscript';
import { krutidev } from './krutidev';
import { remingtonCbi } from './remington-cbi';
import { remingtonGail } from './remington-gail';

export const hindiLayouts: Readonly<Record<HindiLayoutId, HindiLayout>> = {
  inscript,
  'remington-gail': remingtonGail,
  'remington-cbi': remingtonCbi,
  krutidev,
};
