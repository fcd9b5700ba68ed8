// The package's URL class: createURL with @urikit/idn's UTS #46 ToASCII (URL Standard §3.3).
import { idnaToASCII } from './idna.js';
import { createURL, type WhatwgURLConstructor, type WhatwgURLObject } from './url.js';

/**
 * URL Standard §6.1 `URL`, exactly as the standard and its WebIDL say, with IDNA through
 * @urikit/idn. Importing it changes no global.
 *
 * @example
 * ```ts
 * new URL('HTTPS://Bücher.example:443/a/../b?c d#e').href; // → 'https://xn--bcher-kva.example/b?c%20d#e'
 * URL.canParse('/relative'); // → false
 * ```
 */
export const URL: WhatwgURLConstructor = /* @__PURE__ */ createURL(idnaToASCII);
/** An object of the package's {@link URL} class. */
export type URL = WhatwgURLObject;
