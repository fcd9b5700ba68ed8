// How a result is printed: objects as JSON, booleans as true/false, strings plain or as JSON.
import type { Result } from './command.js';

/** One result as text; `pretty` indents objects (a single run), else they take one line. */
export function formatResult(result: Result, json: boolean, pretty: boolean): string {
  if (typeof result === 'string') return json ? JSON.stringify(result) : result;
  if (typeof result === 'boolean') return result ? 'true' : 'false';
  return pretty ? JSON.stringify(result, null, 2) : JSON.stringify(result);
}
