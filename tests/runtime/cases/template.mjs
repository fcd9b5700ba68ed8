// Runtime-matrix cases for @urikit/template: RFC 6570 §3.2 expansion with every operator,
// compiled expansion, matching, and §2 parse errors with their offsets.
export const name = '@urikit/template';

const variables = {
  var: 'value',
  hello: 'Hello World!',
  path: '/foo/bar',
  list: ['red', 'green', 'blue'],
  keys: { semi: ';', dot: '.', comma: ',' },
  x: '1024',
  y: '768',
  empty: '',
};

// RFC 6570 §3.2 examples (level 4 of §1.2).
const examples = [
  ['{var}', 'value'],
  ['{hello}', 'Hello%20World%21'],
  ['{+hello}', 'Hello%20World!'],
  ['{+path}/here', '/foo/bar/here'],
  ['{#path}', '#/foo/bar'],
  ['{x,y}', '1024,768'],
  ['{var:3}', 'val'],
  ['{list}', 'red,green,blue'],
  ['{list*}', 'red,green,blue'],
  ['{keys}', 'semi,%3B,dot,.,comma,%2C'],
  ['{keys*}', 'semi=%3B,dot=.,comma=%2C'],
  ['X{.list*}', 'X.red.green.blue'],
  ['{/list*,path:4}', '/red/green/blue/%2Ffoo'],
  ['{;x,y,empty}', ';x=1024;y=768;empty'],
  ['{?x,y,empty}', '?x=1024&y=768&empty='],
  ['?fixed=yes{&x}', '?fixed=yes&x=1024'],
  ['{&keys*}', '&semi=%3B&dot=.&comma=%2C'],
];

export function run(t, api) {
  for (const [template, expected] of examples) {
    t.is(`expand ${template}`, () => api.expand(template, variables), expected);
    t.is(`compile ${template}`, () => api.compile(template)(variables), expected);
  }
  t.is(
    'Map order',
    () =>
      api.expand('{?keys*}', {
        keys: new Map([
          ['a', '1'],
          ['b', '2'],
        ]),
      }),
    '?a=1&b=2',
  );
  t.is('variables', () => api.parseTemplate('/search{?q,page}').variables, ['q', 'page']);
  t.throws('unclosed', () => api.parseTemplate('/users/{id'), 'unclosed-expression', 10);
  t.throws('reserved operator', () => api.parseTemplate('{=x}'), 'reserved-operator', 1);
  t.throws('prefix range', () => api.parseTemplate('{x:10000}'), 'prefix-out-of-range', 7);
  t.is('isUriTemplate', () => api.isUriTemplate("'{var}'"), true);
  t.is('match', () => api.match('/repos/{owner}/{repo}{?page}', '/repos/o/r?page=2'), {
    owner: 'o',
    repo: 'r',
    page: '2',
  });
  t.is('no match', () => api.match('/repos/{owner}', '/users/o'), undefined);
}
