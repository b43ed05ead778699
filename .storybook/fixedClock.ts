import { FIXTURES_NOW } from "../mocks/fixtures/clock";

/** Where the machine's own Date is kept once the stories' clock has replaced it. */
const realDate: unique symbol = Symbol.for("rangrez.realDate");
type WithRealDate = typeof globalThis & { [realDate]?: DateConstructor };

/**
 * Stories start their clock at the fixtures' "today" and let it run on from there: dates on screen
 * (the footer's year, anything counted from now) read the same in every run, so screenshots and the
 * fixtures' dates never drift apart as real time passes, while timers and countdowns still tick.
 *
 * Runs before each story file. The files share one page (vitest.config.ts: `isolate: false`), so every
 * file's clock is built on the machine's Date, not on the previous file's clock.
 */
export function startClockAtFixturesNow(): void {
  const global = globalThis as WithRealDate;
  global[realDate] ??= Date;
  const RealDate = global[realDate];
  const offset = new RealDate(FIXTURES_NOW).getTime() - RealDate.now();
  class FixturesDate extends RealDate {
    constructor(...args: [] | [string | number | Date] | [number, number, ...number[]]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else if (args.length === 1) super(args[0]);
      else super(...(args as [number, number, ...number[]]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = FixturesDate as DateConstructor;
}
