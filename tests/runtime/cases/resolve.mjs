// Runtime-matrix cases for @urikit/resolve: all 42 RFC 3986 §5.4 examples, §5.2.4
// remove_dot_segments and relativize, its inverse.
export const name = '@urikit/resolve';

const base = 'http://a/b/c/d;p?q';

// §5.4.1 normal and §5.4.2 abnormal examples ("http:g" is checked in both modes below).
const examples = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
];

const relative = [
  ['http://a/b/c/g', 'g'],
  ['http://a/b/g', '../g'],
  ['http://a/b/c/', '.'],
  ['http://a/b/c/d;p?q#s', '#s'],
  ['http://a/b/c/d;p', 'd;p'],
  ['http://a/x:y', '/x:y'],
  ['http://a/b/c/x:y', './x:y'],
  ['http://g/b', '//g/b'],
  ['https://a/b', 'https://a/b'],
];

export function run(t, api) {
  for (const [reference, expected] of examples) {
    t.is(`resolve ${reference}`, () => api.resolve(base, reference), expected);
    t.is(
      `resolve ${reference} non-strict`,
      () => api.resolve(base, reference, { strict: false }),
      expected,
    );
  }
  t.is('http:g strict', () => api.resolve(base, 'http:g'), 'http:g');
  t.is('http:g non-strict', () => api.resolve(base, 'http:g', { strict: false }), 'http://a/b/c/g');
  t.is('empty base path', () => api.resolve('http://a', 'g'), 'http://a/g');
  t.is('urn base', () => api.resolve('urn:example:a/b', 'c'), 'urn:example:a/c');
  t.is('double slash escaped', () => api.resolve('foo:/', './/@@'), 'foo:/.//@@');
  t.is('IRI', () => api.resolve('http://例え/a', 'ü', { iri: true }), 'http://例え/ü');
  t.throws('relative base', () => api.resolve('/no/scheme', 'g'), 'base-not-absolute', 0);
  t.throws('bad reference', () => api.resolve('http://a/', 'g h'), 'invalid-path-char', 1);
  t.is('tryResolve', () => api.tryResolve('http://a/', 'g h'), undefined);
  t.is('removeDotSegments', () => api.removeDotSegments('/a/b/c/./../../g'), '/a/g');
  t.is('removeDotSegments relative', () => api.removeDotSegments('mid/content=5/../6'), 'mid/6');
  for (const [target, expected] of relative) {
    t.is(`relativize ${target}`, () => api.relativize(base, target), expected);
    t.is(`round trip ${target}`, () => api.resolve(base, api.relativize(base, target)), target);
  }
  t.throws(
    'unreachable',
    () => api.relativize('http://a/b', 'http://a/c/../d'),
    'unreachable-target',
    11,
  );
}
