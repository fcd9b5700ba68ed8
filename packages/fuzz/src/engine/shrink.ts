// Minimizes a failing input while it fails the same way: the shape of the input (its keys, its
// arrays' lengths, the types of its values) stays, as the functions under test expect it; it shortens strings by removing chunks (halves first, then smaller, ddmin-style), and replaces
// characters with simpler ones. Each step is accepted only if `stillFails` says so.
import type { Input } from './target.js';

type Path = readonly (string | number)[];

function getAt(value: Input, path: Path): Input {
  let node: Input = value;
  for (const key of path) node = (node as Record<string | number, Input>)[key]!;
  return node;
}

function setAt(value: Input, path: Path, leaf: Input | undefined): Input {
  if (path.length === 0) return leaf as Input;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value] as Input[];
    if (rest.length === 0 && leaf === undefined) copy.splice(key as number, 1);
    else copy[key as number] = setAt(copy[key as number]!, rest, leaf);
    return copy;
  }
  const copy = { ...(value as Record<string, Input>) };
  if (rest.length === 0 && leaf === undefined) delete copy[key as string];
  else copy[key as string] = setAt(copy[key as string]!, rest, leaf);
  return copy;
}

function leaves(value: Input, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) leaves(item, [...path, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value))
      leaves((value as Record<string, Input>)[key]!, [...path, key], out);
  }
  return out;
}

const SIMPLER = ['a', '0', '/', ''];

/** The smallest variant of `input` that still fails, within `budget` tries. */
export function shrink(
  input: Input,
  stillFails: (candidate: Input) => boolean,
  budget = 4000,
): Input {
  let best = input;
  let tries = 0;
  const attempt = (candidate: Input): boolean => {
    if (tries >= budget) return false;
    tries++;
    if (JSON.stringify(candidate) === JSON.stringify(best)) return false;
    if (!stillFails(candidate)) return false;
    best = candidate;
    return true;
  };
  let progress = true;
  while (progress && tries < budget) {
    progress = false;
    for (const path of leaves(best)) {
      let node: Input | undefined;
      try {
        node = getAt(best, path);
      } catch {
        continue;
      }
      if (typeof node !== 'string') continue;
      // Remove chunks: halves, quarters, … down to single code units.
      let text: string = node;
      for (let size = Math.max(1, text.length >> 1); size >= 1; size >>= 1) {
        for (let start = 0; start + size <= text.length; ) {
          const candidate = text.slice(0, start) + text.slice(start + size);
          if (attempt(setAt(best, path, candidate))) {
            text = candidate;
            progress = true;
          } else start += size;
        }
      }
      // Simpler characters, one at a time (only over short strings: each try is a call).
      if (text.length <= 64) {
        for (let i = 0; i < text.length; i++) {
          for (const simple of SIMPLER) {
            if (simple === '' || text[i] === simple) continue;
            const candidate = text.slice(0, i) + simple + text.slice(i + 1);
            if (attempt(setAt(best, path, candidate))) {
              text = candidate;
              progress = true;
              break;
            }
          }
        }
      }
    }
    if (typeof best === 'number' && Number.isInteger(best) && best !== 0) {
      if (attempt(Math.trunc(best / 2))) progress = true;
    }
  }
  return best;
}
