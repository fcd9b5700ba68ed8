// Differential test on the real URL lists of ../shared/corpus: @urikit/compat gives
// exactly fast-uri 3.1.9's answers (parse, normalize, serialize, resolve, equal), so
// that replacing fast-uri through an override changes no result.
import { createRequire } from 'node:module';
import * as compat from '@urikit/compat';
import { readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const fastUri = require('fast-uri-3') as typeof compat;

const files = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'];

function outcome<T>(f: () => T): T | string {
  try {
    return f();
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

describe.each(files.map((file) => [file, readShared(`corpus/${file}`)] as const))(
  'corpus %s',
  (_file, text) => {
    it.skipIf(text === undefined)('agrees with fast-uri 3.1.9 on every line', () => {
      const lines = text!.split('\n').filter((line) => line !== '');
      const disagreements: string[] = [];
      for (let i = 0; i < lines.length; i++) {
        const uri = lines[i]!;
        const base = lines[(i * 7) % lines.length]!;
        const same =
          JSON.stringify(compat.parse(uri)) === JSON.stringify(fastUri.parse(uri)) &&
          compat.normalize(uri) === fastUri.normalize(uri) &&
          outcome(() => compat.serialize(compat.parse(uri))) ===
            outcome(() => fastUri.serialize(fastUri.parse(uri))) &&
          outcome(() => compat.resolve(base, uri)) === outcome(() => fastUri.resolve(base, uri)) &&
          compat.equal(base, uri) === fastUri.equal(base, uri);
        if (!same && disagreements.length < 10) disagreements.push(uri);
      }
      expect(disagreements).toEqual([]);
      expect(lines.length).toBeGreaterThan(0);
    });
  },
);
