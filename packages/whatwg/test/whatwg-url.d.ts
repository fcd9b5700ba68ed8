// whatwg-url 17 (a devDependency, the oracle of the differential tests) ships no types.
declare module 'whatwg-url' {
  export const URL: typeof globalThis.URL;
  export const URLSearchParams: typeof globalThis.URLSearchParams;
  export function parseURL(
    input: string,
    options?: { baseURL?: unknown },
  ): Record<string, unknown> | null;
  export function basicURLParse(
    input: string,
    options?: Record<string, unknown>,
  ): Record<string, unknown> | null;
  export function parseURLWithValidationErrors(
    input: string,
    options?: { baseURL?: unknown },
  ): { url: Record<string, unknown> | null; validationErrors: string[] };
  export function serializeURL(url: unknown, excludeFragment?: boolean): string;
  export function serializeURLOrigin(url: unknown): string;
}
