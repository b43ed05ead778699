// How the shop stops (SIGTERM from the orchestrator, SIGINT from a terminal): an ordered list of named
// steps, each run after the one before has finished, under one hard deadline (docs/running.md#running-in-production).
// server/main.ts lists them in order: readiness first, the listener, then the background pieces, the
// pool last. A new piece that must stop is one `plan.step("…", () => piece.stop())` line in its place.

import { log } from "./observability/log";

/** The default line writer: the server's logger (server/observability/log.ts). */
const logInfo = (line: string) => log.info(line);

export interface StopStep {
  name: string;
  stop: () => void | Promise<void>;
}

export interface ShutdownOptions {
  /** Past this the shutdown gives up (answers false) with whatever step is still running named. */
  deadlineMs: number;
  log?: (line: string) => void;
  /** Told which signal started the shutdown, before the first step runs. */
  onSignal?: (signal: NodeJS.Signals) => void;
}

/** Default pause between readiness turning 503 and the listener closing: the balancer's time to notice. */
export const DEFAULT_GRACE_MS = 5000;
/** Longer than the slowest step can take: mail's SMTP socket timeout is 20 s (services/mail/mailer.ts). */
export const STOP_DEADLINE_MS = 30_000;

/** SHUTDOWN_GRACE_MS (milliseconds, 0 in tests), default DEFAULT_GRACE_MS; anything else stops the start. */
export function shutdownGraceFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SHUTDOWN_GRACE_MS?.trim();
  if (!value) return DEFAULT_GRACE_MS;
  if (!/^\d{1,7}$/.test(value)) {
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, not ${JSON.stringify(value)}`);
  }
  return Number(value);
}

export class ShutdownPlan {
  readonly #steps: StopStep[] = [];

  /** Adds a step after those already listed. */
  step(name: string, stop: StopStep["stop"]): this {
    this.#steps.push({ name, stop });
    return this;
  }

  get names(): string[] {
    return this.#steps.map((step) => step.name);
  }

  /**
   * Runs every step in order; a step that throws is logged and the next one still runs (the pool must
   * close even when the mailer failed). True when every step finished within the deadline.
   */
  async run({ deadlineMs, log = logInfo }: ShutdownOptions): Promise<boolean> {
    let current = "";
    let finished = false;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), deadlineMs);
    });
    const steps = (async () => {
      let ok = true;
      for (const step of this.#steps) {
        current = step.name;
        try {
          await step.stop();
          log(`shutdown: ${step.name}: done`);
        } catch (error) {
          ok = false;
          log(`shutdown: ${step.name}: failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      finished = true;
      return ok;
    })();
    const ok = await Promise.race([steps, deadline]);
    clearTimeout(timer);
    if (!finished) log(`shutdown: gave up after ${deadlineMs} ms, still at: ${current}`);
    return ok;
  }
}

/** Runs `plan` on the first SIGTERM or SIGINT, then exits: 0 when every step finished in time, else 1. */
export function stopOnSignals(plan: ShutdownPlan, options: ShutdownOptions): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    (options.log ?? logInfo)(`${signal}: shutting down`);
    options.onSignal?.(signal);
    void plan.run(options).then((ok) => process.exit(ok ? 0 : 1));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
