// JSON Schema format validation: @urikit/ajv's exact validators against ajv-formats'
// (regular expressions and hand-written checks) on the corpus URLs and their hosts.
import { corpusHosts } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';
import { cjs } from './peers.js';

type Validator = (value: string) => boolean;

async function ajvFormats(name: 'uri' | 'hostname'): Promise<Validator> {
  const { fullFormats } = cjs(await import('ajv-formats/dist/formats.js'));
  const format = fullFormats[name] as Validator | RegExp;
  return typeof format === 'function' ? format : (value) => format.test(value);
}

function contenders(name: 'uri' | 'hostname'): Contender<string>[] {
  return [
    {
      name: 'urikit',
      urikit: true,
      setup: async () => (await import('@urikit/ajv')).formats[name],
    },
    {
      name: 'ajv-formats',
      note:
        name === 'uri'
          ? 'full mode: a regular expression'
          : 'full mode: a regular expression, no A-label checks',
      setup: () => ajvFormats(name),
    },
  ];
}

export const ajvSuites: Suite<string>[] = [
  {
    id: 'ajv-format-uri',
    group: 'ajv',
    title: 'JSON Schema format "uri" (corpus lines)',
    inputs: (lines) => [...lines],
    equalWork: false,
    contenders: contenders('uri'),
  },
  {
    id: 'ajv-format-hostname',
    group: 'ajv',
    title: 'JSON Schema format "hostname" (corpus hosts)',
    inputs: (lines) => corpusHosts(lines),
    equalWork: false,
    contenders: contenders('hostname'),
  },
];
