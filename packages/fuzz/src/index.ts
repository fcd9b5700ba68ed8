// The fuzzer's pieces, for tests that want its generators and oracles: a seeded generator, the
// grammar generators, the independent oracles, the targets and the campaign loop.
export {
  type CampaignOptions,
  type CampaignResult,
  type Finding,
  failureOf,
  type Mode,
  runCampaign,
} from './engine/campaign.js';
export { type CorpusEntry, corpusDir, readEntries, saveEntry } from './engine/corpus.js';
export { linearWork, measure, type Pump, pumped } from './engine/linear.js';
export { shrink } from './engine/shrink.js';
export { type Input, PropertyFailure, type Target } from './engine/target.js';
export * as chars from './generators/chars.js';
export * as idna from './generators/idna.js';
export * as ip from './generators/ip.js';
export * as query from './generators/query.js';
export * as rfc3986 from './generators/rfc3986.js';
export * as schemes from './generators/schemes.js';
export * as template from './generators/template.js';
export * as text from './generators/text.js';
export { type GrammarMatch, type GrammarOptions, grammarMatch } from './oracles/rfc3986-regex.js';
export { removeDotSegmentsAsWritten, resolveAsWritten } from './oracles/rfc3986-resolve.js';
export { Rng } from './rng.js';
export { allTargets, ORACLE_TARGETS, publishedPackages } from './targets/index.js';
