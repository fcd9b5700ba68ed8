// RFC 3986 §5.2.4 remove_dot_segments written as literally as the RFC states it, with an input
// and an output buffer: the test oracle for the linear implementation (quadratic, tests only).

/** §5.2.4, step by step. */
export function removeDotSegmentsOracle(path: string): string {
  // 1. The input buffer is initialized with the path; the output buffer is empty.
  let input = path;
  let output = '';
  // 2. While the input buffer is not empty, loop as follows:
  while (input.length > 0) {
    if (input.startsWith('../')) {
      // A. remove a prefix "../" ...
      input = input.slice(3);
    } else if (input.startsWith('./')) {
      // A. ... or "./" from the input buffer.
      input = input.slice(2);
    } else if (input.startsWith('/./')) {
      // B. replace a prefix "/./" with "/" ...
      input = '/' + input.slice(3);
    } else if (input === '/.') {
      // B. ... or "/." where "." is a complete path segment.
      input = '/';
    } else if (input.startsWith('/../') || input === '/..') {
      // C. replace the prefix "/../" or "/.." with "/" and remove the last segment and its
      // preceding "/" (if any) from the output buffer.
      input = '/' + input.slice(input === '/..' ? 3 : 4);
      output = output.slice(0, Math.max(output.lastIndexOf('/'), 0));
    } else if (input === '.' || input === '..') {
      // D. if the input buffer consists only of "." or "..", remove it.
      input = '';
    } else {
      // E. move the first path segment, including the initial "/" (if any) and any subsequent
      // characters up to, but not including, the next "/", to the end of the output buffer.
      const next = input.indexOf('/', 1);
      const end = next < 0 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  // 3. The output buffer is returned.
  return output;
}
