// The polyfill entry: it installs URL and URLSearchParams only where the runtime has none,
// replaces them on an explicit call, and the package itself changes no global.
import { URL, URLSearchParams } from '@urikit/whatwg';
import { afterEach, describe, expect, it } from 'vitest';
import { installURL } from '../src/polyfill.js';

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;

afterEach(() => {
  Object.defineProperty(globalThis, 'URL', {
    value: NativeURL,
    writable: true,
    configurable: true,
  });
  Object.defineProperty(globalThis, 'URLSearchParams', {
    value: NativeParams,
    writable: true,
    configurable: true,
  });
});

describe('polyfill', () => {
  it('leaves the globals alone where the runtime has them (importing the package too)', () => {
    expect(globalThis.URL).toBe(NativeURL);
    expect(installURL()).toEqual([]);
    expect(globalThis.URL).toBe(NativeURL);
  });

  it('installs both classes where they are missing', () => {
    Reflect.deleteProperty(globalThis, 'URL');
    Reflect.deleteProperty(globalThis, 'URLSearchParams');
    expect(installURL()).toEqual(['URL', 'URLSearchParams']);
    expect(globalThis.URL).toBe(URL);
    expect(globalThis.URLSearchParams).toBe(URLSearchParams);
    expect(Object.getOwnPropertyDescriptor(globalThis, 'URL')?.enumerable).toBe(false);
  });

  it('replaces them on request', () => {
    expect(installURL({ replace: true })).toEqual(['URL', 'URLSearchParams']);
    expect(new globalThis.URL('HTTP://A/./b').href).toBe('http://a/b');
  });

  it('checks its options', () => {
    expect(() => installURL('yes' as never)).toThrow(
      'installURL: options must be an object; got string',
    );
    expect(() => installURL({ replace: 1 as never })).toThrow(TypeError);
  });
});
