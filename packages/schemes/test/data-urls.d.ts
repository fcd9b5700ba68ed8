// The part of data-urls (no bundled types) that the comparison test uses.
declare module 'data-urls' {
  interface DataUrl {
    mimeType: { essence: string; parameters: Map<string, string> };
    body: Uint8Array;
  }
  function parseDataUrl(input: string): DataUrl | null;
  export default parseDataUrl;
}
