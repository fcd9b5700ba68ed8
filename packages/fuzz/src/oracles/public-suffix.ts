// The Public Suffix List's "Formal Algorithm" (publicsuffix.org/list) over the list file in
// ../shared, for the fuzzer alone: rules as label arrays, wildcards, exceptions, the implicit
// rule "*", and the ICANN / PRIVATE sections. ASCII hosts only (the list's Unicode rules are
// kept in their A-label form, converted with the runtime's domainToASCII, which must see only
// non-ASCII labels: it reads '0' as an IPv4 address).
import { domainToASCII } from 'node:url';

export interface Rule {
  readonly labels: readonly string[];
  readonly exception: boolean;
  readonly private: boolean;
}

export interface SuffixList {
  readonly rules: ReadonlyMap<string, Rule>;
  /** The rules as written (A-labels), for generators. */
  readonly list: readonly Rule[];
}

export function readSuffixList(text: string): SuffixList {
  const rules = new Map<string, Rule>();
  const list: Rule[] = [];
  let inPrivate = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.includes('===BEGIN PRIVATE DOMAINS===')) inPrivate = true;
    if (line === '' || line.startsWith('//')) continue;
    let rule = line.split(/\s/)[0]!;
    const exception = rule.startsWith('!');
    if (exception) rule = rule.slice(1);
    const ascii = rule
      .split('.')
      .map((label) => (/^[\x00-\x7f]*$/.test(label) ? label : domainToASCII(label) || label))
      .join('.');
    const entry: Rule = { labels: ascii.split('.'), exception, private: inPrivate };
    rules.set(`${exception ? '!' : ''}${ascii}`, entry);
    list.push(entry);
  }
  return { rules, list };
}

export interface SuffixAnswer {
  readonly publicSuffix: string;
  readonly registrableDomain: string | undefined;
}

/** The algorithm as the list states it, for a lower-case ASCII host without a trailing dot. */
export function publicSuffixOf(
  list: SuffixList,
  host: string,
  privateDomains: boolean,
): SuffixAnswer {
  const labels = host.split('.');
  let best: readonly string[] | undefined;
  let exception: readonly string[] | undefined;
  const usable = (rule: Rule | undefined): rule is Rule =>
    rule !== undefined && (privateDomains || !rule.private);
  // Every rule that matches: the suffixes of the host, and the same with the first label a "*".
  for (let i = 0; i < labels.length; i++) {
    const tail = labels.slice(i);
    const exact = list.rules.get(tail.join('.'));
    const wild = list.rules.get(['*', ...tail.slice(1)].join('.'));
    const except = list.rules.get(`!${tail.join('.')}`);
    if (usable(except)) exception ??= tail;
    for (const rule of [exact, wild]) {
      if (usable(rule) && (best === undefined || rule.labels.length > best.length)) best = tail;
    }
  }
  // "If a prevailing rule is an exception rule, modify it by removing the leftmost label."
  const prevailing = exception !== undefined ? exception.slice(1) : (best ?? labels.slice(-1));
  const publicSuffix = prevailing.join('.');
  const registrable =
    labels.length > prevailing.length
      ? labels.slice(labels.length - prevailing.length - 1).join('.')
      : undefined;
  return { publicSuffix, registrableDomain: registrable };
}
