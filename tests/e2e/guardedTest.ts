// The `test` every e2e spec uses: Playwright's, plus a guard that fails the test when any page it opened
// reported a Content-Security-Policy violation (the DOM's securitypolicyviolation event, and Chromium's
// console message for the same, in every frame), so a script the policy blocks cannot pass unnoticed.
import { test as base, expect } from "@playwright/test";

export { expect };
export type { Page } from "@playwright/test";

interface Violation {
  page: string;
  what: string;
}

export const test = base.extend<{ cspGuard: Violation[] }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: Violation[] = [];
      await context.exposeBinding("__reportCspViolation", ({ page }, what: string) => {
        violations.push({ page: page.url(), what });
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation?: (what: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      context.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
          violations.push({ page: message.page()?.url() ?? "", what: message.text() });
        }
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
