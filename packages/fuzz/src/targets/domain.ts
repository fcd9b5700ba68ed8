// @urikit/domain against the Public Suffix List's formal algorithm written here from the list's
// own text (oracles/public-suffix.ts) over the list in ../shared: the public suffix and the
// registrable domain of hosts made from the list's rules (wildcards, exceptions, private
// section, unlisted TLDs, upper case, a trailing dot), with and without the private section.
import { readShared } from '@urikit/test-support';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show, type Target } from '../engine/target.js';
import { charOf } from '../generators/chars.js';
import { publicSuffixOf, readSuffixList, type SuffixList } from '../oracles/public-suffix.js';
import type { Rng } from '../rng.js';

interface DomainApi {
  getPublicSuffix(host: string, options?: object): string | undefined;
  getRegistrableDomain(host: string, options?: object): string | undefined;
}

export interface DomainInput {
  readonly host: string;
  readonly privateDomains: boolean;
}

function label(rng: Rng): string {
  return rng.chance(0.1)
    ? rng.pick(['www', 'a-b', 'xn--bcher-kva', '0', 'co', 'com'])
    : rng.repeat(() => charOf(rng, 'abcdefghijklmnopqrstuvwxyz0123456789-'), 8, 1);
}

function host(rng: Rng, list: SuffixList): string {
  const rule = rng.pick(list.list);
  let labels = rule.labels.map((l) => (l === '*' ? label(rng) : l));
  if (rng.chance(0.1)) labels = [label(rng)]; // an unlisted top-level domain
  const more = rng.int(4);
  for (let i = 0; i < more; i++) labels.unshift(label(rng));
  let text = labels.join('.');
  if (rng.chance(0.15))
    text = text.replace(/[a-z]/g, (c) => (rng.chance(0.3) ? c.toUpperCase() : c));
  if (rng.chance(0.1)) text += '.';
  return text;
}

export function domainTarget(api: DomainApi, list: SuffixList): Target {
  return defineTarget<DomainInput>({
    name: 'domain/vs-psl',
    description:
      "getPublicSuffix and getRegistrableDomain against the list's formal algorithm (wildcards, exceptions, private section, implicit rule, trailing dot)",
    generate(rng) {
      return { host: host(rng, list), privateDomains: rng.chance(0.7) };
    },
    check({ host: text, privateDomains }) {
      const dot = text.endsWith('.') ? '.' : '';
      const name = text.slice(0, text.length - dot.length).toLowerCase();
      if (name === '' || name.split('.').includes('')) return;
      const expected = publicSuffixOf(list, name, privateDomains);
      const options = { privateDomains };
      const answers = attempt('getPublicSuffix', () => [
        api.getPublicSuffix(text, options),
        api.getRegistrableDomain(text, options),
      ]);
      if (!answers.ok) return;
      const [suffix, registrable] = answers.value;
      const wantSuffix = expected.publicSuffix + dot;
      const wantRegistrable =
        expected.registrableDomain === undefined ? undefined : expected.registrableDomain + dot;
      if (suffix !== wantSuffix || registrable !== wantRegistrable) {
        fail(
          'the Public Suffix List algorithm',
          `${show(text)} (private ${privateDomains}): ours ${show(suffix)} / ${show(registrable)}, the algorithm ${show(wantSuffix)} / ${show(wantRegistrable)}`,
        );
      }
    },
    work({ host: text }) {
      try {
        api.getRegistrableDomain(text);
      } catch {}
    },
  });
}

/** The target, when @urikit/domain is installed and the list is in ../shared. */
export async function loadDomainTarget(): Promise<Target | undefined> {
  try {
    const name = '@urikit/domain';
    const api = (await import(name)) as DomainApi;
    registerTypedErrors(api as unknown as Record<string, unknown>);
    const text = readShared('conformance/psl/public_suffix_list.dat');
    return text === undefined ? undefined : domainTarget(api, readSuffixList(text));
  } catch {
    return undefined;
  }
}
