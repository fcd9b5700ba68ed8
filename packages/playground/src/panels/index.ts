// The playground's panels, in page order. A panel for a new package is one file in this
// folder and one line here.
import { extractPanel } from './extract.js';
import { inspectPanel } from './inspect.js';
import { iriPanel } from './iri.js';
import { normalizePanel } from './normalize.js';
import { relativizePanel } from './relativize.js';
import { resolvePanel } from './resolve.js';
import { templatePanel } from './template.js';
import type { Panel } from './types.js';
import { web3Panel } from './web3.js';
import { whatwgPanel } from './whatwg.js';

export const PANELS: readonly Panel[] = [
  resolvePanel,
  normalizePanel,
  relativizePanel,
  iriPanel,
  inspectPanel,
  templatePanel,
  extractPanel,
  web3Panel,
  whatwgPanel,
];
