// What a production start needs. Several instances behind a load balancer share one PostgreSQL, send real
// mail, take real payments and verify each other's codes (docs/running.md#running-in-production): a missing
// setting would otherwise fall back quietly to a development stand-in (PGlite in a local folder, the mail
// catcher, the fake gateway, a key of this process alone) and the shop would seem to work.
import { type SellerDetails, sampleSellerDetails, seller } from "../../src/lib/brand";
import { PHONEPE_REQUIRED_SETTINGS } from "../services/payments/phonepe";

/** AUTH_SECRET's least length in bytes (UTF-8): the key every instance derives its keys from. */
export const MIN_SECRET_BYTES = 32;

/** Tests and benchmarks that run the built shop as production on the development stand-ins set this. */
export const ALLOW_DEV_SERVICES = "RANGREZ_ALLOW_DEV_SERVICES";

const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === "production";
const devServicesAllowed = (env: NodeJS.ProcessEnv) => env[ALLOW_DEV_SERVICES] === "1";

/** Whether the sample shoppers and the seeded staff login may exist: never in a real production shop. */
export const sampleAccountsAllowed = (env: NodeJS.ProcessEnv = process.env) =>
  !isProduction(env) || devServicesAllowed(env);

function isHttpsUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Each problem in one line, naming the setting. Empty values count as unset (docs/running.md). `details`
 * are the seller's details the pages show (src/lib/brand.ts): the law requires real ones on the platform
 * (docs/decisions/seller-disclosures.md), so samples refuse the start like a missing setting.
 */
export function productionProblems(
  env: NodeJS.ProcessEnv,
  details: SellerDetails = seller,
  override?: object,
): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push("DATABASE_URL is not set (the PostgreSQL every instance shares)");
  if (!env.SMTP_URL) problems.push("SMTP_URL is not set (without it mail goes to a local catcher)");
  const phonePe = PHONEPE_REQUIRED_SETTINGS.filter((name) => !env[name]);
  if (phonePe.length > 0)
    problems.push(`${phonePe.join(", ")} not set (without PhonePe no payment is taken)`);
  const secretBytes = Buffer.byteLength(env.AUTH_SECRET ?? "", "utf8");
  if (secretBytes < MIN_SECRET_BYTES) {
    problems.push(
      env.AUTH_SECRET
        ? `AUTH_SECRET is ${secretBytes} bytes; it needs at least ${MIN_SECRET_BYTES}`
        : `AUTH_SECRET is not set (at least ${MIN_SECRET_BYTES} bytes, the same on every instance)`,
    );
  }
  if (!isHttpsUrl(env.PUBLIC_URL)) problems.push("PUBLIC_URL must be the shop's https:// address");
  if (env.FILE_STORE === "disk")
    problems.push("FILE_STORE=disk keeps uploaded files on one instance (unset, they are in PostgreSQL)");
  const samples = sampleSellerDetails(details, override);
  if (samples.length > 0)
    problems.push(
      `Seller details are still samples: ${samples.join(", ")} (write the real ones in src/lib/seller-details.json)`,
    );
  return problems;
}

/**
 * Throws, naming every missing setting and every sample seller detail, when NODE_ENV=production lacks what
 * production needs. Outside
 * production, or with RANGREZ_ALLOW_DEV_SERVICES=1 (the e2e tests and the benchmarks), nothing is required.
 */
export function assertProductionReady(
  env: NodeJS.ProcessEnv = process.env,
  details: SellerDetails = seller,
): void {
  if (!isProduction(env) || devServicesAllowed(env)) return;
  const problems = productionProblems(env, details);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
      `(${ALLOW_DEV_SERVICES}=1 runs production on the development stand-ins, for tests only.)`,
  );
}
