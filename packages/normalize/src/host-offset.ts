// Where the host starts in a reference, from its components and the §5.3 recomposition
// order: scheme ":" "//" [ userinfo "@" ] host.

/** The offset of the host in the reference whose scheme and userinfo these are. */
export function hostOffset(scheme: string | undefined, userinfo: string | undefined): number {
  return (
    (scheme === undefined ? 0 : scheme.length + 1) +
    2 +
    (userinfo === undefined ? 0 : userinfo.length + 1)
  );
}
