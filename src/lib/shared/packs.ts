// The one pack catalogue (product.md §9). Pages, the paywall, content and checkout all read it;
// nothing else states a price or a credit count. Price ids are server configuration, joined in by
// lib/server/payments — the browser receives them from the server-rendered catalogue.

export type PackId = 'starter' | 'value' | 'premium';

export interface Pack {
  id: PackId;
  name: string;
  /** price in US cents, one-time */
  priceCents: number;
  /** rewrites this pack adds; credits never expire */
  credits: number;
  description: string;
  isPopular: boolean;
}

export const PACK_FEATURES = ['All three tones', 'Texts and emails', 'Priority processing'] as const;

export const PACKS: readonly Pack[] = [
  {
    id: 'starter',
    name: 'Starter Pack',
    priceCents: 500,
    credits: 5,
    description: 'For the occasional tricky message.',
    isPopular: false,
  },
  {
    id: 'value',
    name: 'Value Pack',
    priceCents: 1000,
    credits: 20,
    description: 'The best price per rewrite for regular use.',
    isPopular: true,
  },
  {
    id: 'premium',
    name: 'Premium Pack',
    priceCents: 2000,
    credits: 35,
    description: 'For busy inboxes and long conversations.',
    isPopular: false,
  },
];

export function findPack(id: string): Pack | undefined {
  return PACKS.find((pack) => pack.id === id);
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

/** "$1.00", "$0.50", "$0.57": price per credit, rounded to the cent */
export function costPerRewrite(pack: Pack): string {
  return `$${(pack.priceCents / pack.credits / 100).toFixed(2)}`;
}

export function limitText(pack: Pack): string {
  return `${pack.credits} rewrites · credits never expire`;
}
