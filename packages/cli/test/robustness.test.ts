// Bad input never crashes the command: whatever the operands, every subcommand ends with status
// 0 or 1 and, on 1, a diagnostic whose caret stays within the shown input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/registry.js';
import { urikit } from './fake-io.js';

// Strings that reach every branch of the grammars: URI punctuation, hex digits, dots, brackets,
// percent signs, non-ASCII letters, controls and lone surrogates.
const pieces = fc.constantFrom(
  ..."%:/?#[]@!$&'()*+,;=.-_~ ab0F9vV\u00e9\u00df\u4f8b\u200d\u0000\t\ud800\udc00".split(''),
  'http://',
  '[::1]',
  'xn--',
  '%25',
  '%C3%A9',
  '192.168.0.1',
  '..',
);
const operand = fc.array(pieces, { maxLength: 24 }).map((parts) => parts.join(''));

describe('robustness', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '%s ends with status 0 or 1 on any operands',
    async (name, command) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(operand, {
            minLength: command.operands.length,
            maxLength: command.operands.length,
          }),
          async (operands) => {
            const result = await urikit([name, '--', ...operands]);
            expect([0, 1]).toContain(result.status);
            // A warning (urikit query on a URI that does not validate) comes last, after the
            // result or the error: its first line starts with "warning: ".
            const warning = result.stderr.search(/^warning: /m);
            const stderr = warning < 0 ? result.stderr : result.stderr.slice(0, warning);
            if (result.status === 0) {
              expect(stderr).toBe('');
            } else {
              const [text, caret, message] = stderr.split('\n');
              expect(text!.startsWith('  ')).toBe(true);
              expect(caret!.trimStart()).toBe('^');
              expect(caret!.length).toBeLessThanOrEqual([...text!].length + 1);
              expect(message).toMatch(/^error\[[\w-]+\]: /);
              expect(message).not.toContain('internal-error');
            }
          },
        ),
        { numRuns: 150 },
      );
    },
    60_000,
  );

  it('gives one output line per input line in a batch, whatever the lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operand, { maxLength: 30 }), async (inputs) => {
        const lines = inputs.map((l) => l.split('\n').join('').split('\r').join(''));
        const stdin = lines.map((l) => `${l}\n`).join('');
        for (const name of ['parse', 'normalize', 'to-ascii', 'ip', 'decode']) {
          const result = await urikit([name, '--json'], { stdin });
          const out = result.stdout === '' ? [] : result.stdout.slice(0, -1).split('\n');
          expect(out).toHaveLength(lines.length);
          for (const line of out) expect(() => JSON.parse(line)).not.toThrow();
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
