// addFormats registers string formats with ajv: each validates strings with its
// predicate, ignores other types, and only the named ones are added when asked.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { addFormats, type FormatName, formats } from '../src/index.js';

const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020').default as typeof import('ajv/dist/2020').default;

describe('addFormats', () => {
  it('registers all nine formats as string formats', () => {
    const ajv = addFormats(new Ajv2020());
    for (const name of Object.keys(formats) as FormatName[]) {
      expect(ajv.validate({ format: name }, 42), name).toBe(true);
    }
    expect(ajv.validate({ format: 'uri' }, 'http://a/b')).toBe(true);
    expect(ajv.validate({ format: 'uri' }, 'http://a b')).toBe(false);
    expect(ajv.validate({ format: 'idn-hostname' }, '실례.테스트')).toBe(true);
    expect(ajv.validate({ format: 'ipv6' }, 'fe80::1%eth0')).toBe(false);
  });

  it('registers only the formats it is given', () => {
    const ajv = addFormats(new Ajv2020(), { formats: ['hostname'] });
    expect(ajv.validate({ format: 'hostname' }, 'a_b')).toBe(false);
    // ajv's strict mode refuses a schema whose format is unknown.
    expect(() => ajv.compile({ format: 'uri' })).toThrow(/unknown format "uri"/);
  });

  it('returns the instance it was given', () => {
    const ajv = new Ajv2020();
    expect(addFormats(ajv)).toBe(ajv);
  });
});

describe('formats', () => {
  it.each<[FormatName, string, boolean]>([
    ['uri', 'urn:isbn:0451450523', true],
    ['uri', 'http://[::1]:80/', true],
    ['uri', '/relative', false],
    ['uri-reference', '', true],
    ['uri-reference', '\\\\WINDOWS\\fileshare', false],
    ['iri', 'http://ƒøø.ßår/?∂éœ=πîx#πîüx', true],
    ['iri', 'http://a/b c', false],
    ['iri-reference', '#ƒrägmênt', true],
    ['uri-template', 'http://example.com/dictionary/{term:1}/{term}', true],
    ['uri-template', '{a..b}', false],
    ['hostname', 'a.b.c', true],
    ['hostname', 'a.b.', false],
    ['idn-hostname', 'l·l', true],
    ['idn-hostname', 'xn--7a', false],
    ['ipv4', '192.168.0.1', true],
    ['ipv4', '256.0.0.1', false],
    ['ipv6', '1:2:3:4:5:6:7:8', true],
    ['ipv6', '1::2::3', false],
  ])('%s %j → %s', (name, value, valid) => {
    expect(formats[name](value)).toBe(valid);
  });
});
