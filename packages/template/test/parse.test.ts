// parseTemplate: the RFC 6570 §2 grammar, the shape of the parsed template and the code and
// index of every kind of error.
import {
  isUriTemplate,
  parseTemplate,
  TemplateError,
  type TemplateErrorCode,
  tryParseTemplate,
} from '@urikit/template';
import { describe, expect, it } from 'vitest';

function errorOf(text: string): [TemplateErrorCode, number] | undefined {
  try {
    parseTemplate(text);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError);
    const e = error as TemplateError;
    expect(e.input).toBe(text);
    return [e.code, e.index];
  }
}

describe('parseTemplate', () => {
  it('splits literals and expressions', () => {
    const t = parseTemplate('/repos/{owner}/{repo}/issues{?state,labels*,q:3}#top');
    expect(t.text).toBe('/repos/{owner}/{repo}/issues{?state,labels*,q:3}#top');
    expect(t.parts.length).toBe(7);
    expect(t.parts[0]).toBe('/repos/');
    expect(t.parts[6]).toBe('#top');
    expect(t.variables).toEqual(['owner', 'repo', 'state', 'labels', 'q']);
    const query = t.expressions[2]!;
    expect(query.operator).toBe('?');
    expect(query.start).toBe(28);
    expect(query.end).toBe(48);
    expect(query.varspecs).toEqual([
      { name: 'state', explode: false, prefix: undefined, index: 30 },
      { name: 'labels', explode: true, prefix: undefined, index: 36 },
      { name: 'q', explode: false, prefix: 3, index: 44 },
    ]);
  });

  it('reads every operator', () => {
    for (const op of ['', '+', '#', '.', '/', ';', '?', '&']) {
      expect(parseTemplate(`{${op}x}`).expressions[0]!.operator).toBe(op);
    }
  });

  it('is frozen', () => {
    const t = parseTemplate('a{b,c}');
    expect(Object.isFrozen(t)).toBe(true);
    expect(Object.isFrozen(t.parts)).toBe(true);
    expect(Object.isFrozen(t.expressions[0]!.varspecs[0])).toBe(true);
  });

  it('lists each variable once', () => {
    expect(parseTemplate('{a}{b}{a,b}{c}').variables).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 40 }, (_, i) => `{v${i % 20}}`).join('');
    expect(parseTemplate(many).variables.length).toBe(20);
  });

  it('accepts the whole literal set, pct-encoded triplets and IRI characters (§2.1)', () => {
    expect(isUriTemplate("!#$&'()*+,-./0123456789:;=?@AZ[]_az~")).toBe(true);
    expect(isUriTemplate('%20%aF')).toBe(true);
    expect(isUriTemplate('café/\u{10000}/\u{e000}/\u{10fffd}')).toBe(true);
    expect(isUriTemplate('')).toBe(true);
  });

  it('accepts varnames with dots, digits, underscores and triplets (§2.3)', () => {
    expect(parseTemplate('{a.b_c.1,%C3%9F}').variables).toEqual(['a.b_c.1', '%C3%9F']);
    expect(parseTemplate('{x:9999}').expressions[0]!.varspecs[0]!.prefix).toBe(9999);
    expect(parseTemplate('{x:1}').expressions[0]!.varspecs[0]!.prefix).toBe(1);
  });

  it.each([
    ['{x', 'unclosed-expression', 2],
    ['{', 'unclosed-expression', 1],
    ['{x,', 'unclosed-expression', 3],
    ['{x*', 'unclosed-expression', 3],
    ['{x:12', 'unclosed-expression', 5],
    ['a}', 'invalid-literal-char', 1],
    ['a b', 'invalid-literal-char', 1],
    ['a"b', 'invalid-literal-char', 1],
    ['<', 'invalid-literal-char', 0],
    ['a\\', 'invalid-literal-char', 1],
    ['^', 'invalid-literal-char', 0],
    ['`', 'invalid-literal-char', 0],
    ['|', 'invalid-literal-char', 0],
    ['\u0000', 'invalid-literal-char', 0],
    ['a\u0085', 'invalid-literal-char', 1],
    ['\ufdd0', 'invalid-literal-char', 0],
    ['\uffff', 'invalid-literal-char', 0],
    ['x\u{1fffe}', 'invalid-literal-char', 1],
    ['\u{e0001}', 'invalid-literal-char', 0],
    ['a\ud800b', 'invalid-literal-char', 1],
    ['a\udc00', 'invalid-literal-char', 1],
    ['%', 'invalid-pct-encoded', 0],
    ['a%2', 'invalid-pct-encoded', 1],
    ['a%g0', 'invalid-pct-encoded', 1],
    ['{%2}', 'invalid-pct-encoded', 1],
    ['{=x}', 'reserved-operator', 1],
    ['{,x}', 'reserved-operator', 1],
    ['{!x}', 'reserved-operator', 1],
    ['{@x}', 'reserved-operator', 1],
    ['{|x}', 'reserved-operator', 1],
    ['{$x}', 'unknown-operator', 1],
    ['{~x}', 'unknown-operator', 1],
    ['{-x}', 'unknown-operator', 1],
    ['{}', 'empty-varname', 1],
    ['{+}', 'empty-varname', 2],
    ['{x,}', 'empty-varname', 3],
    ['{x,,y}', 'empty-varname', 3],
    ['{??x}', 'invalid-varname-char', 2],
    ['{x y}', 'invalid-varname-char', 2],
    ['{x-y}', 'invalid-varname-char', 2],
    ['{ x}', 'invalid-varname-char', 1],
    ['{x\u00e9}', 'invalid-varname-char', 2],
    ['{.x.}', 'invalid-varname-dot', 3],
    ['{..x}', 'invalid-varname-dot', 2],
    ['{x..y}', 'invalid-varname-dot', 3],
    ['{x:}', 'invalid-prefix', 3],
    ['{x:a}', 'invalid-prefix', 3],
    ['{x:01}', 'invalid-prefix', 3],
    ['{x:0}', 'prefix-out-of-range', 3],
    ['{x:10000}', 'prefix-out-of-range', 7],
    ['{x:2*}', 'invalid-modifier', 4],
    ['{x*:2}', 'invalid-modifier', 3],
    ['{x**}', 'invalid-modifier', 3],
  ] as const)('%j: %s at %d', (text, code, index) => {
    expect(errorOf(text)).toEqual([code, index]);
    expect(tryParseTemplate(text)).toBeUndefined();
    expect(isUriTemplate(text)).toBe(false);
  });

  it('refuses a non-string with a TypeError that names the function', () => {
    expect(() => parseTemplate(42 as unknown as string)).toThrow(
      new TypeError('parseTemplate: text must be a string; got number'),
    );
    expect(() => tryParseTemplate(null as unknown as string)).toThrow(
      new TypeError('tryParseTemplate: text must be a string; got null'),
    );
  });

  it('puts an excerpt with a caret in the message', () => {
    expect(() => parseTemplate('/a/{b')).toThrow('at index 5\n  /a/{b\n       ^');
  });
});
