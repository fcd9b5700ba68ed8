// normalize-url's own test topics (sindresorhus/normalize-url test.js: each option, protocol
// lookalikes in paths, data URLs, custom protocols, encoded backslashes, reserved triplets in the
// query, empty query values), each a row of input, options and the answer of normalize-url 10,
// written out here; the last test checks every row against normalize-url 10 itself.
import normalizeUrlDefault, { normalizeUrl, type Options } from '@urikit/normalize-url';
import { describe, expect, it } from 'vitest';
import { oracle, outcome } from './oracle.js';

type Row = [input: string, options: Options | undefined, expected: string];

/** Options of the wrong types, which normalize-url reads all the same. */
const odd = (options: Record<string, unknown>): Options => options as Options;

const rows: Record<string, Row[]> = {
  main: [
    ['sindresorhus.com', undefined, 'http://sindresorhus.com'],
    ['sindresorhus.com ', undefined, 'http://sindresorhus.com'],
    ['sindresorhus.com.', undefined, 'http://sindresorhus.com'],
    ['SindreSorhus.com', undefined, 'http://sindresorhus.com'],
    ['HTTP://sindresorhus.com', undefined, 'http://sindresorhus.com'],
    ['//sindresorhus.com', undefined, 'http://sindresorhus.com'],
    ['http://sindresorhus.com:80', undefined, 'http://sindresorhus.com'],
    ['https://sindresorhus.com:443', undefined, 'https://sindresorhus.com'],
    ['http://www.sindresorhus.com', undefined, 'http://sindresorhus.com'],
    ['www.com', undefined, 'http://www.com'],
    ['http://www.www.sindresorhus.com', undefined, 'http://www.www.sindresorhus.com'],
    ['http://sindresorhus.com/foo/', undefined, 'http://sindresorhus.com/foo'],
    ['sindresorhus.com/?foo=bar baz', undefined, 'http://sindresorhus.com/?foo=bar+baz'],
    ['https://foo.com/https://bar.com', undefined, 'https://foo.com/https://bar.com'],
    [
      'https://foo.com/https://bar.com/foo//bar',
      undefined,
      'https://foo.com/https://bar.com/foo/bar',
    ],
    ['http://sindresorhus.com/%7Efoo/', undefined, 'http://sindresorhus.com/~foo'],
    ['https://foo.com/%FAIL%/07/94/ca/55.jpg', undefined, 'https://foo.com/%FAIL%/07/94/ca/55.jpg'],
    ['http://sindresorhus.com/?', undefined, 'http://sindresorhus.com'],
    ['êxample.com', undefined, 'http://xn--xample-hva.com'],
    ['http://sindresorhus.com/?b=bar&a=foo', undefined, 'http://sindresorhus.com/?a=foo&b=bar'],
    [
      'http://sindresorhus.com/?foo=bar*|<>:"',
      undefined,
      'http://sindresorhus.com/?foo=bar*|%3C%3E:%22',
    ],
    ['http://sindresorhus.com:5000', undefined, 'http://sindresorhus.com:5000'],
    ['http://sindresorhus.com/foo#bar', undefined, 'http://sindresorhus.com/foo#bar'],
    ['http://sindresorhus.com/foo/bar/../baz', undefined, 'http://sindresorhus.com/foo/baz'],
    ['http://sindresorhus.com/foo/bar/./baz', undefined, 'http://sindresorhus.com/foo/bar/baz'],
    ['sindresorhus.com:123', undefined, 'http://sindresorhus.com:123'],
    [
      '//www.sindresorhus.com:80/../baz?b=bar&a=foo',
      undefined,
      'http://sindresorhus.com/baz?a=foo&b=bar',
    ],
    [' \t\n https://example.com/a\tb  ﻿', undefined, 'https://example.com/ab'],
    ['localhost:8080', undefined, 'http://localhost:8080'],
    ['localhost:8080/x?y', undefined, 'http://localhost:8080/x?y'],
    ['example.com:8080/path', undefined, 'http://example.com:8080/path'],
  ],
  normalizeProtocol: [
    ['//sindresorhus.com/', { normalizeProtocol: false }, '//sindresorhus.com'],
    ['//sindresorhus.com:80/', { normalizeProtocol: false }, '//sindresorhus.com'],
    ['//sindresorhus.com', { normalizeProtocol: false, forceHttps: true }, '//sindresorhus.com'],
  ],
  defaultProtocol: [
    ['sindresorhus.com', { defaultProtocol: 'https' }, 'https://sindresorhus.com'],
    ['sindresorhus.com', { defaultProtocol: 'https:' }, 'https://sindresorhus.com'],
    ['//sindresorhus.com', { defaultProtocol: 'HTTPS::' }, 'https://sindresorhus.com'],
    ['https://sindresorhus.com', { defaultProtocol: 'http' }, 'https://sindresorhus.com'],
    ['example.com', { defaultProtocol: 'ftp' }, 'ftp://example.com'],
  ],
  stripAuthentication: [
    ['http://user:password@www.sindresorhus.com', undefined, 'http://sindresorhus.com'],
    [
      'https://user:password@www.sindresorhus.com/@user',
      undefined,
      'https://sindresorhus.com/@user',
    ],
    ['http://user:password@www.êxample.com', undefined, 'http://xn--xample-hva.com'],
    [
      'http://user:password@www.sindresorhus.com',
      { stripAuthentication: false },
      'http://user:password@sindresorhus.com',
    ],
    [
      'http://user:password@www.êxample.com',
      { stripAuthentication: false },
      'http://user:password@xn--xample-hva.com',
    ],
    [
      'http://%7euser:p%41ss%2f@example.com',
      { stripAuthentication: false },
      'http://~user:pAss%2F@example.com',
    ],
  ],
  stripProtocol: [
    ['http://www.sindresorhus.com', { stripProtocol: true }, 'sindresorhus.com'],
    ['https://www.sindresorhus.com', { stripProtocol: true }, 'sindresorhus.com'],
    ['//www.sindresorhus.com', { stripProtocol: true }, 'sindresorhus.com'],
    ['file:///a', { stripProtocol: true }, 'file:///a'],
  ],
  stripTextFragment: [
    ['http://sindresorhus.com/about#', undefined, 'http://sindresorhus.com/about'],
    ['http://sindresorhus.com/about#:~:text=hello', undefined, 'http://sindresorhus.com/about'],
    [
      'http://sindresorhus.com/about#main:~:text=hello%20world',
      undefined,
      'http://sindresorhus.com/about#main',
    ],
    [
      'http://sindresorhus.com/about#main:~:TEXT=x',
      undefined,
      'http://sindresorhus.com/about#main',
    ],
    [
      'http://sindresorhus.com/about#see:~:textbook',
      undefined,
      'http://sindresorhus.com/about#see:~:textbook',
    ],
    [
      'http://sindresorhus.com/about#:~:text=hello',
      { stripTextFragment: false },
      'http://sindresorhus.com/about#:~:text=hello',
    ],
    [
      'http://sindresorhus.com/about#',
      { stripTextFragment: false },
      'http://sindresorhus.com/about#',
    ],
    [
      'http://sindresorhus.com/about#main:~:text=hello',
      { stripHash: true, stripTextFragment: false },
      'http://sindresorhus.com/about',
    ],
  ],
  stripWWW: [
    ['http://www.sindresorhus.com', { stripWWW: false }, 'http://www.sindresorhus.com'],
    ['http://www.êxample.com', { stripWWW: false }, 'http://www.xn--xample-hva.com'],
    ['http://www.vue.amsterdam', undefined, 'http://vue.amsterdam'],
    ['http://www.sorhus.xx--bck1b9a5dre4c', undefined, 'http://sorhus.xx--bck1b9a5dre4c'],
    [
      'http://www.sorhus.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      undefined,
      'http://www.sorhus.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ],
    ['www.unix.stackexchange.com', undefined, 'http://unix.stackexchange.com'],
    ['https://www.com', undefined, 'https://www.com'],
    ['www.www.example.com', undefined, 'http://www.www.example.com'],
    ['www.a.b', undefined, 'http://www.a.b'],
    ['sindre://WWW.sorhus.com', { customProtocols: ['sindre'] }, 'sindre://WWW.sorhus.com'],
    ['http://www.example.com.', undefined, 'http://example.com'],
  ],
  removeQueryParameters: [
    ['www.sindresorhus.com?foo=bar&utm_medium=test', undefined, 'http://sindresorhus.com/?foo=bar'],
    [
      'www.sindresorhus.com?foo=bar&utm_medium=test&ref=test_ref',
      { stripWWW: false, removeQueryParameters: [/^utm_\w+/i, 'ref'] },
      'http://www.sindresorhus.com/?foo=bar',
    ],
    [
      'https://example.com?foo=1&foo2=2&bar=3',
      { removeQueryParameters: [/^foo/gi] },
      'https://example.com/?bar=3',
    ],
    [
      'https://example.com?foo=1&foo2=2&bar=3',
      { removeQueryParameters: ['foo', /^foo2/y] },
      'https://example.com/?bar=3',
    ],
    ['www.sindresorhus.com?foo=bar', { removeQueryParameters: true }, 'http://sindresorhus.com'],
    [
      'www.sindresorhus.com?foo=bar&utm_medium=test&ref=test_ref',
      { removeQueryParameters: false },
      'http://sindresorhus.com/?foo=bar&ref=test_ref&utm_medium=test',
    ],
    [
      'https://example.com/?foo%3Abar=1&baz=2',
      { removeQueryParameters: ['foo:bar'] },
      'https://example.com/?baz=2',
    ],
    [
      'https://example.com/?a%2Fb=1&a+b=2&c=3',
      { removeQueryParameters: ['a/b', 'a b'] },
      'https://example.com/?c=3',
    ],
    [
      'https://example.com/?UTM_Source=1&utm_=2&utm%5Fx=3',
      undefined,
      'https://example.com/?utm_=2',
    ],
  ],
  keepQueryParameters: [
    [
      'www.sindresorhus.com?foo=bar&utm_medium=test&ref=test_ref',
      { removeQueryParameters: false, keepQueryParameters: [/^utm_\w+/i, 'ref'] },
      'http://sindresorhus.com/?ref=test_ref&utm_medium=test',
    ],
    [
      'https://example.com?foo=1&bar=2',
      { removeQueryParameters: ['foo'], keepQueryParameters: ['foo', 'bar'] },
      'https://example.com/?bar=2&foo=1',
    ],
    ['https://example.com?foo=1&bar=2', { keepQueryParameters: [] }, 'https://example.com'],
    [
      'https://example.com?foo=1&foo2=2&bar=3',
      { keepQueryParameters: [/^foo/y] },
      'https://example.com/?foo=1&foo2=2',
    ],
  ],
  forceHttp: [
    ['https://www.sindresorhus.com', { forceHttp: true }, 'http://sindresorhus.com'],
    ['//sindresorhus.com', { forceHttp: true }, 'http://sindresorhus.com'],
    ['https://example.com:443', { forceHttp: true }, 'http://example.com'],
    ['https://example.com:80', { forceHttp: true }, 'http://example.com'],
  ],
  forceHttps: [
    ['http://sindresorhus.com', { forceHttps: true }, 'https://sindresorhus.com'],
    ['http://example.com:443/', { forceHttps: true }, 'https://example.com'],
    ['//sindresorhus.com', { forceHttps: true }, 'https://sindresorhus.com'],
  ],
  removeTrailingSlash: [
    ['http://sindresorhus.com/', { removeTrailingSlash: false }, 'http://sindresorhus.com'],
    [
      'http://sindresorhus.com/redirect/',
      { removeTrailingSlash: false },
      'http://sindresorhus.com/redirect/',
    ],
    ['http://sindresorhus.com/#/', undefined, 'http://sindresorhus.com/#/'],
    ['http://sindresorhus.com/?unicorns=true', undefined, 'http://sindresorhus.com/?unicorns=true'],
    ['http://sindresorhus.com/a/s3://', undefined, 'http://sindresorhus.com/a/s3://'],
    [
      'http://sindresorhus.com/index.php?/path/',
      undefined,
      'http://sindresorhus.com/index.php?/path/',
    ],
  ],
  removeExplicitPort: [
    ['http://sindresorhus.com:123', { removeExplicitPort: true }, 'http://sindresorhus.com'],
    ['https://sindresorhus.com:80', { removeExplicitPort: true }, 'https://sindresorhus.com'],
  ],
  removeSingleSlash: [
    ['https://sindresorhus.com/', { removeSingleSlash: false }, 'https://sindresorhus.com/'],
    ['https://sindresorhus.com', { removeSingleSlash: false }, 'https://sindresorhus.com'],
    [
      'https://sindresorhus.com/redirect/',
      { removeSingleSlash: false },
      'https://sindresorhus.com/redirect',
    ],
    [
      'https://sindresorhus.com/',
      { removeSingleSlash: false, removeTrailingSlash: false },
      'https://sindresorhus.com/',
    ],
    ['https://example.com/a/../', { removeSingleSlash: false }, 'https://example.com/'],
    ['https://example.com/a/..', { removeSingleSlash: false }, 'https://example.com'],
  ],
  removeDirectoryIndex: [
    ['http://sindresorhus.com/index.html', undefined, 'http://sindresorhus.com/index.html'],
    [
      'http://sindresorhus.com/path/index.html',
      { removeDirectoryIndex: ['index.html', 'index.php'] },
      'http://sindresorhus.com/path',
    ],
    [
      'http://sindresorhus.com/index/index.html',
      { removeDirectoryIndex: [/^index\.[a-z]+$/, 'remove.html'] },
      'http://sindresorhus.com/index',
    ],
    [
      'http://sindresorhus.com/index.htm',
      { removeDirectoryIndex: true },
      'http://sindresorhus.com',
    ],
    [
      'http://sindresorhus.com/INDEX.html',
      { removeDirectoryIndex: true },
      'http://sindresorhus.com/INDEX.html',
    ],
    ['http://example.com/path/fr/', { removeDirectoryIndex: ['fr'] }, 'http://example.com/path'],
    [
      'http://sindresorhus.com/path/index.html',
      { removeDirectoryIndex: true, removeTrailingSlash: false },
      'http://sindresorhus.com/path/',
    ],
    [
      'http://sindresorhus.com/foo/#/bar/',
      { removeDirectoryIndex: true },
      'http://sindresorhus.com/foo#/bar/',
    ],
    ['http://example.com/a/index%2Ehtml', { removeDirectoryIndex: true }, 'http://example.com/a'],
    [
      'http://example.com/a/index.html/index.php',
      { removeDirectoryIndex: true },
      'http://example.com/a',
    ],
  ],
  sortQueryParameters: [
    [
      'http://sindresorhus.com/?b=Y&c=X&a=Z&d=W',
      undefined,
      'http://sindresorhus.com/?a=Z&b=Y&c=X&d=W',
    ],
    [
      'http://sindresorhus.com/?b=Y&c=X&a=Z&d=W',
      { sortQueryParameters: false },
      'http://sindresorhus.com/?b=Y&c=X&a=Z&d=W',
    ],
    [
      'http://example.com/?b=1&B=2&a=2&a=1&1=x',
      undefined,
      'http://example.com/?1=x&B=2&a=2&a=1&b=1',
    ],
    ['http://sindresorhus.com/?a=/path', undefined, 'http://sindresorhus.com/?a=/path'],
  ],
  'duplicate slashes': [
    ['http://sindresorhus.com////foo////bar', undefined, 'http://sindresorhus.com/foo/bar'],
    ['//sindresorhus.com//foo', { normalizeProtocol: false }, '//sindresorhus.com/foo'],
    ['http://sindresorhus.com:5000///foo', undefined, 'http://sindresorhus.com:5000/foo'],
    [
      'http://sindresorhus.com/s3://sindresorhus.com//foo',
      undefined,
      'http://sindresorhus.com/s3://sindresorhus.com/foo',
    ],
    [
      'http://sindresorhus.com/a://sindresorhus.com//foo',
      undefined,
      'http://sindresorhus.com/a://sindresorhus.com/foo',
    ],
    [
      'http://sindresorhus.com/alongprotocolexceeds50charlimitxxxxxxxxxxxxxxxxxxxxx://sindresorhus.com//foo',
      undefined,
      'http://sindresorhus.com/alongprotocolexceeds50charlimitxxxxxxxxxxxxxxxxxxxxx:/sindresorhus.com/foo',
    ],
    [
      'http://sindresorhus.com/a2-.+_://sindresorhus.com',
      undefined,
      'http://sindresorhus.com/a2-.+_:/sindresorhus.com',
    ],
    [
      'http://sindresorhus.com/2abc://sindresorhus.com',
      undefined,
      'http://sindresorhus.com/2abc:/sindresorhus.com',
    ],
    ['http://sindresorhus.com/a:///b', undefined, 'http://sindresorhus.com/a:///b'],
  ],
  data: [
    ['data:', undefined, 'data:,'],
    ['data:text/plain,foo', undefined, 'data:,foo'],
    ['data:;charset=us-ascii,foo', undefined, 'data:,foo'],
    ['data:;charset=UTF-8;,foo', undefined, 'data:;charset=utf-8,foo'],
    ['data:,', undefined, 'data:,'],
    ['data:TEXT/HTML,foo', undefined, 'data:text/html,foo'],
    ['data:,foo# ', undefined, 'data:,foo'],
    ['data:;foo=;bar,', undefined, 'data:;foo=;bar,'],
    ['data:;base64, Zm9v #foo #bar', undefined, 'data:;base64,Zm9v#foo #bar'],
    ['data:, foo #bar', undefined, 'data:, foo #bar'],
    [
      'data:,sindresorhus.com/index.html?utm_medium=x#y',
      { stripHash: true, removeDirectoryIndex: true, stripProtocol: true },
      'data:,sindresorhus.com/index.html?utm_medium=x',
    ],
    ['data:text/plain;charset="us-ascii",x', undefined, 'data:,x'],
    ['data:text/html;charset=us-ascii,x', undefined, 'data:text/html;charset=us-ascii,x'],
    ['data:;base64;charset=us-ascii,x', undefined, 'data:;base64;charset=us-ascii,x'],
    ['data:;a="b;c",x', undefined, 'data:;a="b;c",x'],
    ['data:;a="tok",x', undefined, 'data:;a=tok,x'],
    ['data:;%62ase64,x', undefined, 'data:;%62ase64,x'],
    ['data:;BASE64,Zm9v', undefined, 'data:;base64,Zm9v'],
    ['data:text/plain;base64', undefined, 'data:text/plain;base64'],
    ['data:,%7e%41%2f', undefined, 'data:,~A%2F'],
    ['data:,a#:~:text=x', undefined, 'data:,a'],
  ],
  homograph: [['https://ebаy.com', undefined, 'https://xn--eby-7cd.com']],
  custom: [
    ['tel:004346382763', undefined, 'tel:004346382763'],
    ['mailto:office@foo.com', undefined, 'mailto:office@foo.com'],
    ['sindre://www.sindresorhus.com', undefined, 'sindre://www.sindresorhus.com'],
    ['foo.bar://www.example.com', undefined, 'foo.bar://www.example.com'],
    ['foo:bar', undefined, 'foo:bar'],
    [' foo:bar\t', undefined, 'foo:bar'],
    ['example.com:abc', undefined, 'example.com:abc'],
  ],
  customProtocols: [
    ['sindre://www.sorhus.com/foo/', { customProtocols: ['sindre'] }, 'sindre://sorhus.com/foo'],
    [
      'sindre://user:password@www.sorhus.com',
      { customProtocols: ['sindre'] },
      'sindre://sorhus.com',
    ],
    [
      'sindre://sorhus.com?b=two&a=one&utm_source=x',
      { customProtocols: ['sindre'] },
      'sindre://sorhus.com?a=one&b=two',
    ],
    [
      'sindre://sorhus.com//foo//bar/%7Efoo/',
      { customProtocols: ['sindre'] },
      'sindre://sorhus.com/foo/bar/~foo',
    ],
    ['FOO.BAR://www.example.com', { customProtocols: ['foo.bar'] }, 'foo.bar://example.com'],
    [
      'sindre://sorhus.com',
      { customProtocols: ['sindre'], forceHttps: true, stripProtocol: true },
      'sindre://sorhus.com',
    ],
    [
      'sindre://sorhus.com:8080/foo',
      { customProtocols: ['sindre'], removeExplicitPort: true },
      'sindre://sorhus.com/foo',
    ],
    // Entries are trimmed and lowered, and those that are not protocols dropped; a value that
    // is not an array is no list at all.
    [
      'sindre://www.sorhus.com',
      odd({ customProtocols: [' SINDRE: ', 123] }),
      'sindre://sorhus.com',
    ],
    ['sindre://www.sorhus.com', odd({ customProtocols: 'sindre' }), 'sindre://www.sorhus.com'],
    ['sindre://sorhus.com/foo/../bar', { customProtocols: ['sindre'] }, 'sindre://sorhus.com/bar'],
    ['sindre:a//b/', { customProtocols: ['sindre'] }, 'sindre:a/b'],
    ['sindre:/a//b/', { customProtocols: ['sindre'] }, 'sindre:/a/b'],
    ['sindre://h/a\\b', { customProtocols: ['sindre'] }, 'sindre://h/a%5Cb'],
    ['sindre://H%2fx/', { customProtocols: ['sindre'] }, 'sindre://H%2Fx'],
    ['sindre://www.example.com.', { customProtocols: ['sindre'] }, 'sindre://example.com.'],
  ],
  backslashes: [
    [
      'https://foo.com/some%5Bthing%5Celse/that-is%40great@coding',
      undefined,
      'https://foo.com/some[thing%5Celse/that-is%40great@coding',
    ],
    ['https://foo.com/something%5celse/great', undefined, 'https://foo.com/something%5Celse/great'],
    ['https://foo.com/something\\else/great', undefined, 'https://foo.com/something/else/great'],
  ],
  removePath: [
    [
      'https://example.com/path/to/page?query=1',
      { removePath: true },
      'https://example.com/?query=1',
    ],
    ['https://example.com/path/to/page#hash', { removePath: true }, 'https://example.com/#hash'],
    [
      'https://www.example.com/path',
      { removePath: true, transformPath: (c) => c },
      'https://example.com',
    ],
  ],
  transformPath: [
    [
      'https://example.com/api/v1/users',
      { transformPath: (c) => c.slice(0, 1) },
      'https://example.com/api',
    ],
    [
      'https://example.com/admin/users/',
      { transformPath: (c) => c.filter((x) => x !== 'admin'), removeTrailingSlash: false },
      'https://example.com/users/',
    ],
    ['https://example.com/path', { transformPath: () => undefined }, 'https://example.com'],
    [
      'https://example.com/a/b',
      { transformPath: (c) => [...c, 'x y', '..', 'index.html'], removeDirectoryIndex: true },
      'https://example.com/a/b',
    ],
  ],
  'path-like queries': [
    [
      'https://example.com/index.php?/Some/Route/To/Path/12345',
      undefined,
      'https://example.com/index.php?/Some/Route/To/Path/12345',
    ],
    [
      'https://example.com/index.php?b=2&/path/to/resource&a=1',
      undefined,
      'https://example.com/index.php?/path/to/resource&a=1&b=2',
    ],
    [
      'https://example.com/index.php?key=&another=',
      undefined,
      'https://example.com/index.php?another=&key=',
    ],
    ['https://example.com/index.php?a&b&c', undefined, 'https://example.com/index.php?a&b&c'],
  ],
  'reserved triplets': [
    [
      'https://example.com/?X-Amz-Credential=AKIA%2F20200101%2Fus-east-1&X-Amz-SignedHeaders=host',
      undefined,
      'https://example.com/?X-Amz-Credential=AKIA%2F20200101%2Fus-east-1&X-Amz-SignedHeaders=host',
    ],
    ['https://example.com/?token=a%2fb%2fc', undefined, 'https://example.com/?token=a%2Fb%2Fc'],
    ['https://example.com/?value=:@[];,', undefined, 'https://example.com/?value=:@[];,'],
    ['https://example.com/?z=1&token=a%2Fb', undefined, 'https://example.com/?token=a%2Fb&z=1'],
    ['https://example.com/?%3A=1&%2F=2', undefined, 'https://example.com/?%2F=2&%3A=1'],
    [
      'https://example.com/?broken=%E0%A4&literal=%5F%5Fnormalize_url_encoded_reserved__0__2F&token=a%2Fb',
      undefined,
      'https://example.com/?broken=%EF%BF%BD&literal=__normalize_url_encoded_reserved__0__2F&token=a%2Fb',
    ],
    ['https://example.com/?q=%E9', undefined, 'https://example.com/?q=%EF%BF%BD'],
  ],
  emptyQueryValue: [
    ['https://example.com?a&b=&c=1', undefined, 'https://example.com/?a&b=&c=1'],
    [
      'https://example.com?foo&bar&baz=value',
      { emptyQueryValue: 'always' },
      'https://example.com/?bar=&baz=value&foo=',
    ],
    ['https://example.com?a&b=&c=1', { emptyQueryValue: 'never' }, 'https://example.com/?a&b&c=1'],
    ['https://example.com?key==', { emptyQueryValue: 'never' }, 'https://example.com/?key=='],
    ['https://example.com?a=&a', { sortQueryParameters: false }, 'https://example.com/?a&a'],
    ['https://example.com?foo+bar', undefined, 'https://example.com/?foo%20bar'],
    ['https://example.com?foo%2Bbar=', undefined, 'https://example.com/?foo%2Bbar='],
    ['https://example.com?%E0%A4&%E0%A4=', undefined, 'https://example.com/?%EF%BF%BD&%EF%BF%BD'],
    ['https://example.com?café', undefined, 'https://example.com/?caf%C3%A9'],
    ['https://example.com?=&a', { emptyQueryValue: 'always' }, 'https://example.com/?=&a='],
    [
      'https://example.com?foo&&bar',
      { sortQueryParameters: false },
      'https://example.com/?foo&bar',
    ],
    ['https://example.com?key#hash', undefined, 'https://example.com/?key#hash'],
  ],
  hosts: [
    ['http://159.189.213../', undefined, 'http://159.189.213..'],
    ['http://example.com../a', undefined, 'http://example.com/a'],
    ['http://.../', undefined, 'http://.'],
    ['file://www.localhost/x', undefined, 'file://www.localhost/x'],
    ['http://0x7f.1/', undefined, 'http://127.0.0.1'],
    ['http://[0:0::1]:80/', undefined, 'http://[::1]'],
    ['file://localhost/etc/hosts', undefined, 'file:///etc/hosts'],
    ['file:///C|/x/', undefined, 'file:///C:/x'],
    ['file:///x/C%7C/y', undefined, 'file:///x/C|/y'],
  ],
};

describe.each(Object.entries(rows))('%s', (_topic, table) => {
  it.each(table)('%j %o', (input, options, expected) => {
    expect(normalizeUrl(input, options)).toBe(expected);
  });
});

describe('errors', () => {
  it.each(['http://', 'https://', '/', '/relative/path/', './x', 'http://[::1', '', ' '])(
    '%j is not a URL: TypeError Invalid URL, code ERR_INVALID_URL (as Node)',
    (input) => {
      expect(() => normalizeUrl(input)).toThrow(
        expect.objectContaining({
          name: 'TypeError',
          message: 'Invalid URL',
          code: 'ERR_INVALID_URL',
          input: expect.any(String),
        }),
      );
    },
  );

  it('reports the URL it parsed as input (after the protocol it prepended)', () => {
    expect(() => normalizeUrl(' http:// ')).toThrow(expect.objectContaining({ input: 'http://' }));
    expect(() => normalizeUrl('a b')).toThrow(expect.objectContaining({ input: 'http://a b' }));
  });

  it('throws a TypeError for a defaultProtocol that is not a protocol, before reading the URL', () => {
    for (const defaultProtocol of ['https://', '', ' ', '1http', 'ht tp', 42, null, {}]) {
      const options = { defaultProtocol } as unknown as Options;
      expect(() => normalizeUrl(42 as unknown as string, options)).toThrow(
        new TypeError(
          `Expected \`defaultProtocol\` to be a protocol like \`https\`, got \`${String(defaultProtocol)}\``,
        ),
      );
    }
  });

  it('throws an Error when forceHttp and forceHttps are both set, before reading the URL', () => {
    expect(() =>
      normalizeUrl(42 as unknown as string, { forceHttp: true, forceHttps: true }),
    ).toThrow(new Error('The `forceHttp` and `forceHttps` options cannot be used together'));
  });

  it('throws a TypeError for a URL that is not a string', () => {
    for (const input of [undefined, null, 42, {}, ['http://a']]) {
      expect(() => normalizeUrl(input as unknown as string)).toThrow(TypeError);
    }
  });

  it("lets an option function's error through", () => {
    const transformPath = () => {
      throw new RangeError('mine');
    };
    expect(() => normalizeUrl('http://a/b', { transformPath })).toThrow(new RangeError('mine'));
  });
});

describe('options as normalize-url reads them', () => {
  it('takes an option set to undefined as left out, and reads own enumerable properties only', () => {
    expect(normalizeUrl('www.a.com', odd({ stripWWW: undefined }))).toBe('http://a.com');
    const inherited = Object.create({ stripWWW: false }) as Options;
    expect(normalizeUrl('www.a.com', inherited)).toBe('http://a.com');
  });

  it('tests boolean options for truth, as normalize-url does', () => {
    const truthy = { stripWWW: 0, removeTrailingSlash: '', stripHash: 'yes' } as unknown as Options;
    expect(normalizeUrl('www.a.com/b/#c', truthy)).toBe('http://www.a.com/b/');
  });

  it('ignores options that are not an object, and names it does not know', () => {
    for (const options of [null, 42, 'stripWWW', true, { unknown: 1 }]) {
      expect(normalizeUrl('www.a.com/', options as unknown as Options)).toBe('http://a.com');
    }
  });

  it('runs a g or y regular expression without moving its lastIndex', () => {
    const filter = /^foo/g;
    filter.lastIndex = 2;
    expect(
      normalizeUrl('https://example.com?foo=1&bar=2', { removeQueryParameters: [filter] }),
    ).toBe('https://example.com/?bar=2');
    expect(filter.lastIndex).toBe(2);
  });

  it('is the default export', () => {
    expect(normalizeUrlDefault).toBe(normalizeUrl);
  });
});

describe('normalize-url 10', () => {
  it('gives every answer of the tables above (run on the same URL Standard reading)', () => {
    const all = Object.values(rows).flat();
    expect(all.length).toBeGreaterThan(200);
    for (const [input, options, expected] of all) {
      expect(outcome(oracle, input, options), `${input} ${JSON.stringify(options)}`).toBe(expected);
    }
  });
});
