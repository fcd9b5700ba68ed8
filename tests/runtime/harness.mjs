// The runtime matrix's assertion harness: plain JavaScript with no imports and no
// host APIs, so the same file runs unchanged in Node (ESM and CJS), Bun, Deno,
// workerd, Chromium, QuickJS and Hermes. Each case module (cases/<package-folder>.mjs) calls it.

/** Which runtime this is, as the runtime itself reports it. */
export function runtimeInfo() {
  const g = globalThis;
  // QuickJS has nothing to tell itself by: its entry names it.
  if (g.urikitRuntime === 'quickjs') return { runtime: 'quickjs', version: '' };
  if (typeof g.HermesInternal !== 'undefined') {
    const properties = g.HermesInternal.getRuntimeProperties?.() ?? {};
    return { runtime: 'hermes', version: properties['OSS Release Version'] ?? '' };
  }
  if (typeof g.Bun !== 'undefined') return { runtime: 'bun', version: g.Bun.version };
  if (typeof g.Deno !== 'undefined') return { runtime: 'deno', version: g.Deno.version.deno };
  if (typeof g.navigator !== 'undefined' && g.navigator.userAgent === 'Cloudflare-Workers') {
    return { runtime: 'workerd', version: '' };
  }
  if (g.process?.versions?.node) {
    return { runtime: 'node', version: g.process.versions.node };
  }
  const agent = typeof g.navigator === 'undefined' ? '' : g.navigator.userAgent;
  const chrome = agent.indexOf('Chrome/');
  const version = chrome === -1 ? agent : agent.slice(chrome + 7).split(' ')[0];
  return { runtime: 'browser', version };
}

/** Structural equality for the values the packages return: primitives, arrays, typed arrays, plain objects. */
function same(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    if (!ArrayBuffer.isView(a) || !ArrayBuffer.isView(b)) return false;
    if (a.constructor.name !== b.constructor.name || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) if (!same(a[key], b[key])) return false;
  return true;
}

function show(value) {
  if (ArrayBuffer.isView(value)) return `${value.constructor.name}[${Array.from(value).join(',')}]`;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text;
  } catch {
    return String(value);
  }
}

/** A collector of assertions for one package; a failure never stops the others. */
export function createTester(pkg) {
  const failures = [];
  let passed = 0;
  const fail = (label, message) => failures.push(`${pkg}: ${label}: ${message}`);
  return {
    failures,
    get passed() {
      return passed;
    },
    /** Counts an assertion made by the case module itself (for asynchronous checks). */
    check(label, ok, message) {
      if (ok) passed++;
      else fail(label, message);
    },
    /** `compute()` returns a value structurally equal to `expected`. */
    is(label, compute, expected) {
      let actual;
      try {
        actual = compute();
      } catch (error) {
        fail(label, `threw ${error?.code ? error.code : error}`);
        return;
      }
      if (same(actual, expected)) passed++;
      else fail(label, `got ${show(actual)}, expected ${show(expected)}`);
    },
    /** `compute()` throws an error with this `code` (and `index`, when given). */
    throws(label, compute, code, index) {
      let result;
      try {
        result = compute();
      } catch (error) {
        const ok = error && error.code === code && (index === undefined || error.index === index);
        if (ok) passed++;
        else fail(label, `threw ${show(error?.code)} at ${show(error?.index)}`);
        return;
      }
      fail(label, `returned ${show(result)} instead of throwing ${code}`);
    },
  };
}

/**
 * Runs every case module whose package is loaded and which supports this runtime,
 * and checks that every loaded package exports something (a package without its
 * own case module is still imported in every runtime).
 */
export async function run(modules, caseModules, fixtures) {
  const info = runtimeInfo();
  const result = { ...info, passed: 0, failures: [], packages: {} };
  const covered = new Set();
  for (const cases of caseModules) {
    if (cases.runtimes !== undefined && !cases.runtimes.includes(info.runtime)) continue;
    const api = modules[cases.name];
    covered.add(cases.name);
    if (api === undefined) {
      result.failures.push(`${cases.name}: not loaded in ${info.runtime}`);
      continue;
    }
    const t = createTester(cases.name);
    try {
      await cases.run(t, api, fixtures, modules);
    } catch (error) {
      t.failures.push(`${cases.name}: the case module threw ${error?.stack}`);
    }
    result.passed += t.passed;
    result.failures.push(...t.failures);
    result.packages[cases.name] = t.passed;
  }
  for (const name of Object.keys(modules)) {
    if (covered.has(name)) continue;
    const exported = Object.keys(modules[name]).length;
    if (exported > 0) result.passed++;
    else result.failures.push(`${name}: exports nothing in ${info.runtime}`);
    result.packages[name] = exported > 0 ? 1 : 0;
  }
  return result;
}
