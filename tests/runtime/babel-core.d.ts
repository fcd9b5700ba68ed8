// The one @babel/core call the runtime matrix makes (runHermes), typed here: the package ships
// no types and @types/babel__core would be a dependency for one function.
declare module '@babel/core' {
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null } | null>;
}
