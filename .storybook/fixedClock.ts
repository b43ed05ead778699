import { FIXTURES_NOW } from "../mocks/fixtures/clock";

/**
 * Stories start their clock at the fixtures' "today" and let it run on from there: dates on screen
 * (the footer's year, anything counted from now) read the same in every run, so screenshots and the
 * fixtures' dates never drift apart as real time passes, while timers and countdowns still tick.
 */
export function startClockAtFixturesNow(): void {
  const RealDate = Date;
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
