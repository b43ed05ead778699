// This machine's own addresses as a URL names them: a shop on one of them is a developer's, never the
// public's (the session cookie's name, the cross-site check's other names for the same shop).

/** localhost, 127.x.x.x and [::1] (URL.hostname keeps IPv6's brackets). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The names a browser on this machine may type for a shop listening on every loopback address. */
export const LOOPBACK_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"] as const;

export const isLoopbackHostname = (hostname: string) => LOOPBACK.test(hostname);
