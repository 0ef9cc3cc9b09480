import type { HindiLayout } from '../layout';
import { typewriterSymbols } from './krutidev';

/**
 * Remington CBI: the Remington typewriter arrangement producing Unicode. No primary chart was found; we use the
 * typewriter's (KrutiDev 010) positions, which differ from GAIL on the number row and symbol keys.
 * Sources and the open question: docs/decisions/india/hindi-layouts.md.
 */
export const remingtonCbi: HindiLayout = {
  id: 'remington-cbi',
  name: 'Remington CBI',
  typewriterRules: true,
  defaultOrder: 'typewriter',
  keys: typewriterSymbols,
};
