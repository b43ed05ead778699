// Every setting a production start requires (server/config/productionChecks.ts), with values that pass its
// checks; the tests take one away at a time. Nothing listens at these addresses.
export const COMPLETE_PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://shop@db.invalid/rangrez",
  SMTP_URL: "smtp://shop:pw@mail.invalid:587",
  PHONEPE_CLIENT_ID: "client",
  PHONEPE_CLIENT_SECRET: "secret",
  PHONEPE_WEBHOOK_USERNAME: "hook",
  PHONEPE_WEBHOOK_PASSWORD: "hook-pw",
  AUTH_SECRET: "x".repeat(32),
  PUBLIC_URL: "https://rangrez.example",
};
