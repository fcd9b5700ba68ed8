// Minimal typings for qs (it ships none): only what the query suites call.
declare module 'qs' {
  export function parse(query: string, options?: Record<string, unknown>): Record<string, unknown>;
}
