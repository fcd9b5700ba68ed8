// The types stand in for fast-uri's (types/index.d.ts of fast-uri 3.1.9): the module
// and its default export are assignable to fast-uri's, even with exactOptionalPropertyTypes.
import compatDefault, * as compat from '@urikit/compat';
import type * as FastUri from 'fast-uri-3';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('types compatible with fast-uri 3', () => {
  it('the module and the default export have fast-uri’s API', () => {
    const api: Pick<
      typeof FastUri,
      'parse' | 'serialize' | 'resolve' | 'resolveComponent' | 'normalize' | 'equal'
    > = compat;
    const whole: Pick<typeof FastUri.fastUri, 'parse' | 'serialize' | 'resolve' | 'equal'> =
      compatDefault;
    expectTypeOf(compat.parse('a:b')).toExtend<FastUri.URIComponent>();
    const options: FastUri.Options = { scheme: 'urn', tolerant: true, nid: 'uuid' };
    const component: FastUri.URIComponent = compat.parse('urn:uuid:x', options);
    expect(api.serialize(component, options)).toBe('urn:uuid:x');
    expect(whole.equal('http://a/', 'HTTP://A:80/')).toBe(true);
  });
});
