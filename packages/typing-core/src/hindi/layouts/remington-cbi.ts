import type { HindiLayout } from '../layout';
import { typewriterSymbols } from './krutidev';

/** Remington CBI as the typewriter's (KrutiDev) positions: no primary chart found (docs/decisions/india/hindi-layouts.md). */
export const remingtonCbi: HindiLayout = {
  id: 'remington-cbi',
  name: 'Remington CBI',
  typewriterRules: true,
  defaultOrder: 'typewriter',
  keys: typewriterSymbols,
};
