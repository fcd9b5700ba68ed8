// Minimal typings for uri-templates (geraintluff), which ships none: what the template suites call.

declare module 'uri-templates' {
  interface UriTemplate {
    fill(values: Record<string, unknown>): string;
    fromUri(uri: string): Record<string, unknown> | undefined;
  }
  const UriTemplate: (template: string) => UriTemplate;
  export default UriTemplate;
}
