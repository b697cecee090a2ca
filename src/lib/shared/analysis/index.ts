// Shared draft analysis: the heat meter and the facts a rewrite must keep. Pure and dependency-free.
export { analyzeDraft } from './heat.ts';
export type { HeatAnalysis, HeatKind, HeatLabel, HeatSpan } from './heat.ts';
export { extractFacts, keepsFact, missingFacts, properForm } from './facts.ts';
export type { Fact, FactKind } from './facts.ts';
