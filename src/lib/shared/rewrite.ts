// The rewrite vocabulary both sides share: tones, context values, the response shape.
export const TONES = ['sassy', 'chill', 'soft'] as const;
export type Tone = (typeof TONES)[number];

export const TONE_INFO: Record<Tone, { label: string; hint: string }> = {
  sassy: { label: 'Sassy', hint: 'firm but kind' },
  chill: { label: 'Chill', hint: 'neutral' },
  soft: { label: 'Soft', hint: 'empathetic' },
};

export const AUDIENCES = ['partner', 'ex', 'family', 'friend', 'boss', 'coworker', 'client', 'landlord', 'other'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = {
  partner: 'Partner', ex: 'Ex', family: 'Family', friend: 'Friend', boss: 'Boss', coworker: 'Coworker', client: 'Client', landlord: 'Landlord', other: 'Someone else',
};

export const CHANNELS = ['text', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface RewriteContext {
  /** who the message is for; unset when the sender did not say */
  audience?: Audience;
  /** how it will be sent; unset means: infer from the draft */
  channel?: Channel;
  /** 1 or 2 when the sender asked to regenerate a tone: the provider should word it differently */
  variation?: number;
}

/** POST /api/rewrite-message answer (decisions.md): premium text is never sent to a free user. */
export interface RewriteResponse {
  sassy: string;
  chill: string | null;
  soft: string | null;
  isPremium: boolean;
}
