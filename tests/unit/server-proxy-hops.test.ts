// The client's address behind N trusted proxies (server/api/clientAddress.ts) and the setting that says N
// (server/config/proxyHops.ts).
import { describe, expect, it } from "vitest";
import { forwardedClient } from "../../server/api/clientAddress";
import { trustedProxyHopsFromEnv } from "../../server/config/proxyHops";

describe("the client's address in X-Forwarded-For", () => {
  it("behind one proxy: the right-most entry; whatever the client wrote left of it is ignored", () => {
    expect(forwardedClient("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("1.1.1.1, 2.2.2.2, 203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("behind two proxies: the second from the right (what the outer proxy saw), spoofed entries ignored", () => {
    // client spoofs "6.6.6.6"; the CDN appends the client's real 203.0.113.7; the balancer the CDN's 10.0.0.2
    expect(forwardedClient("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient(" 203.0.113.7 ,10.0.0.2 ", 2)).toBe("203.0.113.7");
  });

  it("a chain shorter than the hops (an outer proxy skipped): its left-most entry, which a proxy of ours wrote", () => {
    expect(forwardedClient("10.0.0.9", 2)).toBe("10.0.0.9");
  });

  it("0 hops, or no entries: nothing from the header (the socket's address is used)", () => {
    expect(forwardedClient("203.0.113.7", 0)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient("", 1)).toBeUndefined();
    expect(forwardedClient(" , ", 1)).toBeUndefined();
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  it("is a number of hops; TRUST_PROXY=1 still means 1; neither means 0", () => {
    expect(trustedProxyHopsFromEnv({ TRUSTED_PROXY_HOPS: "2" })).toBe(2);
    expect(trustedProxyHopsFromEnv({ TRUSTED_PROXY_HOPS: "0", TRUST_PROXY: "1" })).toBe(0);
    expect(trustedProxyHopsFromEnv({ TRUST_PROXY: "1" })).toBe(1);
    expect(trustedProxyHopsFromEnv({ TRUST_PROXY: "0" })).toBe(0);
    expect(trustedProxyHopsFromEnv({ TRUSTED_PROXY_HOPS: "" })).toBe(0);
    expect(trustedProxyHopsFromEnv({})).toBe(0);
  });

  it("anything but a whole number stops the start, naming the setting", () => {
    for (const value of ["-1", "1.5", "two", "1e3", "100"]) {
      expect(() => trustedProxyHopsFromEnv({ TRUSTED_PROXY_HOPS: value })).toThrow("TRUSTED_PROXY_HOPS");
    }
  });
});
