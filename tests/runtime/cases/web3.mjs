// Runtime-matrix cases for @urikit/web3: Keccak-256 (32-bit lanes, the same digest in every
// engine) and UTF-8 without TextEncoder.
export const name = '@urikit/web3';

export function run(t, api) {
  t.is(
    'keccak256 empty',
    () => api.toHex(api.keccak256(new Uint8Array(0))),
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
  );
  t.is(
    'keccak256 eth',
    () => api.toHex(api.keccak256(api.utf8Bytes('eth'))),
    '4f5b812789fc606be1b3b16908db13fc7a9adf7ca72641f84d75b47069d3d7f0',
  );
}
