// Public surface of @urikit/domain: the Public Suffix List (publicsuffix.org) compiled into a
// compact table: public suffixes, registrable domains and same-site checks of hosts and URLs.
export { DomainError, type DomainErrorCode } from './errors.js';
export { LIST_VERSION } from './list.generated.js';
export { hasListedSuffix } from './listed-suffix.js';
export type { HostOptions, ParseHostOptions } from './options.js';
export { type HostInfo, parseHost, tryParseHost } from './parse-host.js';
export { isSameSite, type SameSiteOptions } from './same-site.js';
export { getPublicSuffix, getRegistrableDomain, getSubdomain } from './short-forms.js';
