import { describe, expect, it } from 'vitest';
import { isUri, parse, recompose, split } from '../src/index.js';
import { components, type Row, reference } from './components.js';

const _ = undefined;

// Every example URI of RFC 3986 with the components the RFC's grammar gives it.
const examples: [section: string, input: string, expected: Row][] = [
  [
    '§1.1.2',
    'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    ['ftp', _, 'ftp.is.co.za', _, '/rfc/rfc1808.txt', _, _, 'reg-name'],
  ],
  [
    '§1.1.2',
    'http://www.ietf.org/rfc/rfc2396.txt',
    ['http', _, 'www.ietf.org', _, '/rfc/rfc2396.txt', _, _, 'reg-name'],
  ],
  [
    '§1.1.2',
    'ldap://[2001:db8::7]/c=GB?objectClass?one',
    ['ldap', _, '[2001:db8::7]', _, '/c=GB', 'objectClass?one', _, 'ipv6'],
  ],
  ['§1.1.2', 'mailto:John.Doe@example.com', ['mailto', _, _, _, 'John.Doe@example.com', _, _, _]],
  [
    '§1.1.2',
    'news:comp.infosystems.www.servers.unix',
    ['news', _, _, _, 'comp.infosystems.www.servers.unix', _, _, _],
  ],
  ['§1.1.2', 'tel:+1-816-555-1212', ['tel', _, _, _, '+1-816-555-1212', _, _, _]],
  ['§1.1.2', 'telnet://192.0.2.16:80/', ['telnet', _, '192.0.2.16', '80', '/', _, _, 'ipv4']],
  [
    '§1.1.2',
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    ['urn', _, _, _, 'oasis:names:specification:docbook:dtd:xml:4.1.2', _, _, _],
  ],
  [
    '§3',
    'foo://example.com:8042/over/there?name=ferret#nose',
    ['foo', _, 'example.com', '8042', '/over/there', 'name=ferret', 'nose', 'reg-name'],
  ],
  ['§3', 'urn:example:animal:ferret:nose', ['urn', _, _, _, 'example:animal:ferret:nose', _, _, _]],
  ['§3.3', 'mailto:fred@example.com', ['mailto', _, _, _, 'fred@example.com', _, _, _]],
  [
    '§3.3',
    'foo://info.example.com?fred',
    ['foo', _, 'info.example.com', _, '', 'fred', _, 'reg-name'],
  ],
  ['§4.2', '//example.com', [_, _, 'example.com', _, '', _, _, 'reg-name']],
  ['§5.4', 'http://a/b/c/d;p?q', ['http', _, 'a', _, '/b/c/d;p', 'q', _, 'reg-name']],
  [
    '§6.2.2',
    'example://a/b/c/%7Bfoo%7D',
    ['example', _, 'a', _, '/b/c/%7Bfoo%7D', _, _, 'reg-name'],
  ],
  [
    '§6.2.2',
    'eXAMPLE://a/./b/../b/%63/%7bfoo%7d',
    ['eXAMPLE', _, 'a', _, '/./b/../b/%63/%7bfoo%7d', _, _, 'reg-name'],
  ],
  ['§6.2.2.1', 'HTTP://www.EXAMPLE.com/', ['HTTP', _, 'www.EXAMPLE.com', _, '/', _, _, 'reg-name']],
  ['§6.2.2.1', 'http://www.example.com/', ['http', _, 'www.example.com', _, '/', _, _, 'reg-name']],
  ['§6.2.3', 'http://example.com', ['http', _, 'example.com', _, '', _, _, 'reg-name']],
  ['§6.2.3', 'http://example.com/', ['http', _, 'example.com', _, '/', _, _, 'reg-name']],
  ['§6.2.3', 'http://example.com:/', ['http', _, 'example.com', '', '/', _, _, 'reg-name']],
  ['§6.2.3', 'http://example.com:80/', ['http', _, 'example.com', '80', '/', _, _, 'reg-name']],
  ['§6.2.3', 'http://example.com/?', ['http', _, 'example.com', _, '/', '', _, 'reg-name']],
  ['§6.2.3', 'mailto:Joe@Example.COM', ['mailto', _, _, _, 'Joe@Example.COM', _, _, _]],
  ['§6.2.3', 'mailto:Joe@example.com', ['mailto', _, _, _, 'Joe@example.com', _, _, _]],
  ['§6.2.4', 'http://example.com/data', ['http', _, 'example.com', _, '/data', _, _, 'reg-name']],
  ['§6.2.4', 'http://example.com/data/', ['http', _, 'example.com', _, '/data/', _, _, 'reg-name']],
  [
    '§7.6',
    'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
    ['ftp', 'cnn.example.com&story=breaking_news', '10.0.0.1', _, '/top_story.htm', _, _, 'ipv4'],
  ],
];

// §5.4.1 and §5.4.2: every reference, with the target of its resolution against the base.
const resolutions: [reference: string, target: string, expected: Row][] = [
  ['g:h', 'g:h', ['g', _, _, _, 'h', _, _, _]],
  ['g', 'http://a/b/c/g', [_, _, _, _, 'g', _, _, _]],
  ['./g', 'http://a/b/c/g', [_, _, _, _, './g', _, _, _]],
  ['g/', 'http://a/b/c/g/', [_, _, _, _, 'g/', _, _, _]],
  ['/g', 'http://a/g', [_, _, _, _, '/g', _, _, _]],
  ['//g', 'http://g', [_, _, 'g', _, '', _, _, 'reg-name']],
  ['?y', 'http://a/b/c/d;p?y', [_, _, _, _, '', 'y', _, _]],
  ['g?y', 'http://a/b/c/g?y', [_, _, _, _, 'g', 'y', _, _]],
  ['#s', 'http://a/b/c/d;p?q#s', [_, _, _, _, '', _, 's', _]],
  ['g#s', 'http://a/b/c/g#s', [_, _, _, _, 'g', _, 's', _]],
  ['g?y#s', 'http://a/b/c/g?y#s', [_, _, _, _, 'g', 'y', 's', _]],
  [';x', 'http://a/b/c/;x', [_, _, _, _, ';x', _, _, _]],
  ['g;x', 'http://a/b/c/g;x', [_, _, _, _, 'g;x', _, _, _]],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s', [_, _, _, _, 'g;x', 'y', 's', _]],
  ['', 'http://a/b/c/d;p?q', [_, _, _, _, '', _, _, _]],
  ['.', 'http://a/b/c/', [_, _, _, _, '.', _, _, _]],
  ['./', 'http://a/b/c/', [_, _, _, _, './', _, _, _]],
  ['..', 'http://a/b/', [_, _, _, _, '..', _, _, _]],
  ['../', 'http://a/b/', [_, _, _, _, '../', _, _, _]],
  ['../g', 'http://a/b/g', [_, _, _, _, '../g', _, _, _]],
  ['../..', 'http://a/', [_, _, _, _, '../..', _, _, _]],
  ['../../', 'http://a/', [_, _, _, _, '../../', _, _, _]],
  ['../../g', 'http://a/g', [_, _, _, _, '../../g', _, _, _]],
  ['../../../g', 'http://a/g', [_, _, _, _, '../../../g', _, _, _]],
  ['../../../../g', 'http://a/g', [_, _, _, _, '../../../../g', _, _, _]],
  ['/./g', 'http://a/g', [_, _, _, _, '/./g', _, _, _]],
  ['/../g', 'http://a/g', [_, _, _, _, '/../g', _, _, _]],
  ['g.', 'http://a/b/c/g.', [_, _, _, _, 'g.', _, _, _]],
  ['.g', 'http://a/b/c/.g', [_, _, _, _, '.g', _, _, _]],
  ['g..', 'http://a/b/c/g..', [_, _, _, _, 'g..', _, _, _]],
  ['..g', 'http://a/b/c/..g', [_, _, _, _, '..g', _, _, _]],
  ['./../g', 'http://a/b/g', [_, _, _, _, './../g', _, _, _]],
  ['./g/.', 'http://a/b/c/g/', [_, _, _, _, './g/.', _, _, _]],
  ['g/./h', 'http://a/b/c/g/h', [_, _, _, _, 'g/./h', _, _, _]],
  ['g/../h', 'http://a/b/c/h', [_, _, _, _, 'g/../h', _, _, _]],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y', [_, _, _, _, 'g;x=1/./y', _, _, _]],
  ['g;x=1/../y', 'http://a/b/c/y', [_, _, _, _, 'g;x=1/../y', _, _, _]],
  ['g?y/./x', 'http://a/b/c/g?y/./x', [_, _, _, _, 'g', 'y/./x', _, _]],
  ['g?y/../x', 'http://a/b/c/g?y/../x', [_, _, _, _, 'g', 'y/../x', _, _]],
  ['g#s/./x', 'http://a/b/c/g#s/./x', [_, _, _, _, 'g', _, 's/./x', _]],
  ['g#s/../x', 'http://a/b/c/g#s/../x', [_, _, _, _, 'g', _, 's/../x', _]],
  ['http:g', 'http:g', ['http', _, _, _, 'g', _, _, _]],
];

// The targets are all of the form http://a<path>[?query][#fragment] or http://g, or g:h.
function targetRow(target: string): Row {
  const { scheme, host, path, query, fragment } = split(target);
  return [scheme, _, host, _, path, query, fragment, host === undefined ? _ : 'reg-name'];
}

describe('RFC 3986 examples', () => {
  it.each(examples)('%s %s', (_section, input, expected) => {
    expect(parse(input)).toStrictEqual(reference(expected));
    expect(split(input)).toStrictEqual(components(expected));
    expect(recompose(parse(input))).toBe(input);
    expect(isUri(input)).toBe(expected[0] !== undefined);
  });
});

describe('RFC 3986 §5.4 references and targets', () => {
  it.each(resolutions)('%s → %s', (ref, target, expected) => {
    expect(parse(ref)).toStrictEqual(reference(expected));
    expect(recompose(parse(ref))).toBe(ref);
    expect(parse(target)).toStrictEqual(reference(targetRow(target)));
    expect(recompose(parse(target))).toBe(target);
  });

  it('pins the targets that split cannot describe alone', () => {
    expect(parse('http://a/b/c/d;p?q#s')).toStrictEqual(
      reference(['http', _, 'a', _, '/b/c/d;p', 'q', 's', 'reg-name']),
    );
    expect(parse('http://a/b/c/g?y/../x')).toStrictEqual(
      reference(['http', _, 'a', _, '/b/c/g', 'y/../x', _, 'reg-name']),
    );
    expect(parse('http://a/b/c/g#s/../x')).toStrictEqual(
      reference(['http', _, 'a', _, '/b/c/g', _, 's/../x', 'reg-name']),
    );
  });
});
