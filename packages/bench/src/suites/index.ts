// Every throughput suite, in report order.

import { type Suite, withAsReadTwins } from '../harness.js';
import { ajvSuites } from './ajv.js';
import { compatSuites } from './compat.js';
import { domainSuites } from './domain.js';
import { ensSuites } from './ens.js';
import { extractSuites } from './extract.js';
import { idnSuites } from './idn.js';
import { ipv6Suites } from './ipv6.js';
import { equivalentSuites, normalizeSuites } from './normalize.js';
import { normalizeUrlSuites } from './normalize-url.js';
import { parseSuites } from './parse.js';
import { percentSuites } from './percent.js';
import { querySuites } from './query.js';
import { resolveSuites } from './resolve.js';
import { securitySuites } from './security.js';
import { templateSuites } from './template.js';
import { web3Suites } from './web3.js';
import { whatwgSuites } from './whatwg.js';

// Each suite also runs on the strings as read (see withAsReadTwins).
export const suites = withAsReadTwins([
  ...parseSuites,
  ...resolveSuites,
  ...normalizeSuites,
  ...equivalentSuites,
  ...percentSuites,
  ...idnSuites,
  ...domainSuites,
  ...ipv6Suites,
  ...querySuites,
  ...templateSuites,
  ...extractSuites,
  ...ajvSuites,
  ...compatSuites,
  ...securitySuites,
  ...ensSuites,
  ...web3Suites,
  ...whatwgSuites,
  ...normalizeUrlSuites,
] as Suite<unknown>[]);
