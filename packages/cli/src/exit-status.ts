// The exit statuses of the command: valid input, invalid input, misuse.

/**
 * Exit status of {@link run} when every input was valid.
 *
 * @example
 * ```ts
 * (await run(['validate', 'http://a/'], nodeIo())) === EXIT_OK; // RFC 3986 §3: a URI
 * ```
 */
export const EXIT_OK = 0;

/**
 * Exit status of {@link run} when an operand, or any line of a batch, was invalid: not a URI
 * reference by the RFC 3986 grammar (§3, §4.1), an unreachable target, a domain name failing
 * UTS #46, a malformed IP address (RFC 3986 §3.2.2), …
 *
 * @example
 * ```ts
 * (await run(['parse', 'http://a b/'], nodeIo())) === EXIT_INVALID; // the caret is on stderr
 * ```
 */
export const EXIT_INVALID = 1;

/**
 * Exit status of {@link run} on misuse: an unknown subcommand or option, a bad option value,
 * too many operands, or a missing operand while standard input is a terminal. 2 is the POSIX
 * convention for a usage error (as `grep` and `diff` use it), distinct from invalid input.
 *
 * @example
 * ```ts
 * (await run(['pasre', 'http://a/'], nodeIo())) === EXIT_USAGE;
 * ```
 */
export const EXIT_USAGE = 2;
