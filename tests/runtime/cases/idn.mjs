// Runtime-matrix cases for @urikit/idn: RFC 3492 Punycode, and UTS #46 ToASCII /
// ToUnicode on a slice of Unicode's IdnaTestV2.txt that the runner extracts at run time.
export const name = '@urikit/idn';

// RFC 3492 §7.1 sample strings (a few) and UTS #46 behaviour from the README.
const punycode = [
  ['bücher', 'bcher-kva'],
  ['ليهمابتكلموشعربي؟', 'egbpdaj6bu4bxfgehfvwxn'],
  ['他们为什么不说中文', 'ihqwcrb4cv8a8dqg056pqjye'],
  ['Pročprostěnemluvíčesky', 'Proprostnemluvesky-uyb24dma41a'],
  ['3年B組金八先生', '3B-ww4c5e180e575a65lsy2b'],
];

function asciiOutcome(api, source, transitional) {
  try {
    return { domain: api.toASCII(source, { transitionalProcessing: transitional }), errors: [] };
  } catch (error) {
    if (!(error instanceof api.IdnaError)) throw error;
    return { domain: error.domain, errors: [...error.errors].sort() };
  }
}

export function run(t, api, fixtures) {
  for (const [unicode, encoded] of punycode) {
    t.is(`punycodeEncode ${unicode}`, () => api.punycodeEncode(unicode), encoded);
    t.is(`punycodeDecode ${encoded}`, () => api.punycodeDecode(encoded), unicode);
  }
  t.is('toASCII', () => api.toASCII('Bücher.example'), 'xn--bcher-kva.example');
  t.is('toASCII fullwidth', () => api.toASCII('ＥＸＡＭＰＬＥ。com'), 'example.com');
  t.is(
    'toASCII transitional',
    () => api.toASCII('faß.de', { transitionalProcessing: true }),
    'fass.de',
  );
  t.is('toUnicode', () => api.toUnicode('xn--bcher-kva.example'), {
    domain: 'bücher.example',
    errors: [],
  });
  t.is('toUnicode empty label', () => api.toUnicode('a..b'), { domain: 'a..b', errors: ['X4_2'] });
  t.is('toASCII hyphens', () => asciiOutcome(api, '-bücher-.example', false).errors, ['V3']);
  // IDNA2008 (RFC 5891, RFC 5892 Appendix A) on the generated derived-property table.
  t.is('idna2008Property', () => api.idna2008Property(0xb7), 'CONTEXTO');
  t.is('isHostname A-label', () => api.isHostname('xn--bcher-kva.example'), true);
  t.is('isIdnHostname', () => api.isIdnHostname('l·l.example'), true);
  t.is('checkHostname', () => api.checkHostname('a·l', { unicode: true }), {
    code: 'contexto',
    index: 1,
  });
  // IdnaTestV2.txt, one line in every few (see the runner): the three processings.
  for (const line of fixtures.idna ?? []) {
    t.is(
      `IdnaTestV2 line ${line.line} toUnicode`,
      () => {
        const result = api.toUnicode(line.source);
        return { domain: result.domain, errors: [...result.errors].sort() };
      },
      { domain: line.toUnicode, errors: line.toUnicodeStatus },
    );
    t.is(`IdnaTestV2 line ${line.line} toASCII N`, () => asciiOutcome(api, line.source, false), {
      domain: line.toAsciiN,
      errors: line.toAsciiNStatus,
    });
    t.is(`IdnaTestV2 line ${line.line} toASCII T`, () => asciiOutcome(api, line.source, true), {
      domain: line.toAsciiT,
      errors: line.toAsciiTStatus,
    });
  }
}
