import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// End to end: Debian Chromium (never a downloaded browser) against the built server on in-memory PGlite.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // None, in CI too: a test that passes only on a second try is a bug to fix.
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    // The server in production answers only its public URL's host: without PUBLIC_URL, http://localhost:PORT.
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: "off",
  },
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `http://localhost:${PORT}/api/v1/banner/headlines`,
    env: {
      PORT: String(PORT),
      PGLITE_DATA_DIR: "memory",
      NODE_ENV: "production",
      // Production's code paths on the development stand-ins below (PGlite, the mail catcher, the fake
      // gateways) and the sample accounts the journeys sign in with: tests only (server/config/productionChecks.ts).
      RANGREZ_ALLOW_DEV_SERVICES: "1",
      // No SMTP_URL: the server's embedded catcher writes each mail here as JSON (tests/e2e/contact.spec.ts).
      MAIL_CATCHER_DIR: "test-results/mail",
      // Any free port: the tests read the mails from the folder, and two runs side by side never collide.
      MAIL_CATCHER_PORT: "0",
      // Google and Facebook sign-in go to the local fake provider (tests/e2e/accounts.spec.ts).
      FAKE_OAUTH: "1",
      // No PhonePe, whatever the shell holds: the shop starts its local fake gateway and pays through it.
      PHONEPE_CLIENT_ID: "",
      PHONEPE_CLIENT_SECRET: "",
      PHONEPE_WEBHOOK_USERNAME: "",
      PHONEPE_WEBHOOK_PASSWORD: "",
      // The server's warnings and errors shown with the run's output (its logs are JSON lines on stdout:
      // docs/running.md#logs).
      LOG_LEVEL: "warn",
      // Every page view of the run comes from one address and about one in ten sends its field vitals
      // (docs/decisions/field-vitals.md): a budget the run never reaches, so field-vitals.spec.ts's beacon
      // is taken however many views ran before it.
      VITALS_REPORTS_PER_ADDRESS: "100000",
    },
    stdout: "pipe",
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
