// The pack catalogue joined with this deployment's price ids (STRIPE_PRICE_* or the demo defaults).
import type { Pack } from '../../shared/packs.ts';
import { PACKS } from '../../shared/packs.ts';
import type { Config } from '../config.ts';

export interface PricedPack extends Pack {
  priceId: string;
}

export function pricedPacks(config: Config): PricedPack[] {
  return PACKS.map((pack) => ({ ...pack, priceId: config.payments.prices[pack.id] }));
}

export function packForPriceId(config: Config, priceId: string): PricedPack | undefined {
  return pricedPacks(config).find((pack) => pack.priceId === priceId);
}
