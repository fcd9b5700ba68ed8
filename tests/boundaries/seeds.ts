// Right calls to start from, read from each package's README: every call in a fenced code block
// whose callee is an export (a function, a class's static, a method of an instance an export
// returned, a function of an exported object). The boundary test makes one argument wrong at a
// time and keeps the others as the README wrote them, so that a check placed after the first
// line of a function is reached too.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** `label` as in signatures.ts: `parse`, `Uri.parse`, `Uri.with`, `formats.uri`. */
export interface Seed {
  readonly label: string;
  /** The object the method is called on (an instance, a class, an exported object). */
  readonly receiver: unknown;
  readonly args: readonly unknown[];
}

const FENCE = /^```(ts|typescript|js|javascript|mjs)\s*$/;

/** The lines inside the README's TypeScript and JavaScript fences. */
function codeLines(readme: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of readme.split('\n')) {
    if (line.startsWith('```')) {
      inside = !inside && FENCE.test(line);
      continue;
    }
    if (inside) lines.push(line.trim());
  }
  return lines;
}

function isClass(value: unknown): value is abstract new (...args: never[]) => unknown {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Every right call of the package's README, with `api` (its exports) in scope. */
export function readmeSeeds(readmePath: string, api: Record<string, unknown>): Seed[] {
  const names = Object.keys(api);
  const values = Object.values(api);
  const evaluate = (expression: string): unknown =>
    new Function(...names, `return (${expression});`)(...values);
  const seeds: Seed[] = [];
  for (const line of codeLines(readFileSync(readmePath, 'utf8'))) {
    const file = ts.createSourceFile('line.ts', line, ts.ScriptTarget.Latest);
    if ((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const seed = seedOf(node, file, evaluate, api);
        if (seed !== undefined) seeds.push(seed);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return seeds;
}

function seedOf(
  call: ts.CallExpression,
  file: ts.SourceFile,
  evaluate: (expression: string) => unknown,
  api: Record<string, unknown>,
): Seed | undefined {
  let args: unknown[];
  try {
    args = call.arguments.map((argument) => evaluate(argument.getText(file)));
  } catch {
    return undefined; // a name the line defines elsewhere, or an argument that throws
  }
  const callee = call.expression;
  if (ts.isIdentifier(callee)) {
    const value = api[callee.text];
    if (typeof value !== 'function' || isClass(value)) return undefined;
    return { label: callee.text, receiver: undefined, args };
  }
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const method = callee.name.text;
  let receiver: unknown;
  try {
    receiver = evaluate(callee.expression.getText(file));
  } catch {
    return undefined;
  }
  for (const [name, value] of Object.entries(api)) {
    if (receiver === value && (isClass(value) || isPlainObject(value))) {
      return { label: `${name}.${method}`, receiver, args };
    }
    if (isClass(value) && receiver instanceof value) {
      return { label: `${name}.${method}`, receiver, args };
    }
  }
  return undefined;
}
