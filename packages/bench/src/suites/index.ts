// Every throughput suite, in report order.
import type { Suite } from '../harness.js';
import { idnSuites } from './idn.js';
import { ipv6Suites } from './ipv6.js';
import { equivalentSuites, normalizeSuites } from './normalize.js';
import { parseSuites } from './parse.js';
import { percentSuites } from './percent.js';
import { resolveSuites } from './resolve.js';
import { securitySuites } from './security.js';

export const suites = [
  ...parseSuites,
  ...resolveSuites,
  ...normalizeSuites,
  ...equivalentSuites,
  ...percentSuites,
  ...idnSuites,
  ...ipv6Suites,
  ...securitySuites,
] as Suite<unknown>[];
