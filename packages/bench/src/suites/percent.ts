// percentEncode / percentDecode (RFC 3986 §2.1, UTF-8) against the built-ins.
import { componentValues, encodedValues } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { load } from './peers.js';

export const encodeContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { percentEncode } = await load.percentEncoding();
      return (x) => percentEncode(x);
    },
  },
  {
    name: 'encodeURIComponent',
    note: "leaves !'()* unencoded",
    setup: async () => (x) => encodeURIComponent(x),
  },
  {
    name: 'uri-js',
    note: 'escapeComponent()',
    setup: async () => {
      const uriJs = await load.uriJs();
      return (x) => uriJs.escapeComponent(x);
    },
  },
];

export const decodeContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { percentDecode } = await load.percentEncoding();
      return (x) => percentDecode(x);
    },
  },
  { name: 'decodeURIComponent', setup: async () => (x) => decodeURIComponent(x) },
  {
    name: 'uri-js',
    note: 'unescapeComponent()',
    setup: async () => {
      const uriJs = await load.uriJs();
      return (x) => uriJs.unescapeComponent(x);
    },
  },
  {
    name: 'whatwg-url',
    note: 'percentDecodeString(): returns bytes',
    setup: async () => {
      const { percentDecodeString } = await load.whatwgUrl();
      return (x) => percentDecodeString(x);
    },
  },
];

export const percentSuites: Suite<string>[] = [
  {
    id: 'percent-encode',
    group: 'percent',
    title: 'percentEncode (decoded components)',
    inputs: componentValues,
    equalWork: true,
    contenders: encodeContenders,
  },
  {
    id: 'percent-decode',
    group: 'percent',
    title: 'percentDecode (paths and queries)',
    inputs: encodedValues,
    equalWork: true,
    contenders: decodeContenders,
  },
];
