// What a public answer was read from: the scopes (scopes.ts) and their versions at the moment of reading,
// so the cache keys the answer by them and serves it only while they are unchanged
// (docs/decisions/shared-cache-versions.md). The cache opens a Reads for each answer it makes; the services
// say what they read (readsScope), each before its query, so a version taken is never newer than the rows
// read. A page's answers made inside it (the loaders' in-process API calls) hand their scopes to it.
// An answer read from rows that change by the clock (a headline's start or end) says until when it holds
// (readsUntil), and is kept no longer than that.
// An answer whose reads said nothing depends on the listings too: the safe default for every read that is
// not known to be narrower.
import { AsyncLocalStorage } from "node:async_hooks";
import { CATALOGUE, LISTINGS, type ScopeVersion, type VersionSource } from "./scopes";

export class Reads {
  private readonly read = new Map<string, number>();
  private said = false;
  private holdsUntil: number | undefined;
  private burstReadAt: number | undefined;
  /** The listings' version before anything was read, for the default. */
  private readonly listings: number;

  constructor(private readonly versions: VersionSource) {
    this.read.set(CATALOGUE, versions.versionOf(CATALOGUE));
    this.listings = versions.versionOf(LISTINGS);
  }

  /** The answer reads the scope now. */
  note(scope: string): void {
    this.said = true;
    if (!this.read.has(scope)) this.read.set(scope, this.versions.versionOf(scope));
  }

  /** The answer stops being right at `at` (ms since the epoch) with no write: the earliest such time wins. */
  noteUntil(at: number): void {
    if (this.holdsUntil === undefined || at < this.holdsUntil) this.holdsUntil = at;
  }

  /** When the answer stops being right by the clock alone, if it does. */
  get until(): number | undefined {
    return this.holdsUntil;
  }

  /** When the answer was made from answers sent while they rode out a burst of changes (answerStore.ts),
   * the earliest moment their versions were taken; else undefined. */
  get madeInBurstFrom(): number | undefined {
    return this.burstReadAt;
  }

  /** The answer was made from another answer read at these versions (the older version of a scope wins)
   * and holding until `until`; `burstReadAt` when that answer was sent riding out a burst, the moment its
   * versions were taken. */
  merge(versions: readonly ScopeVersion[], until?: number, burstReadAt?: number): void {
    this.said = true;
    if (until !== undefined) this.noteUntil(until);
    if (burstReadAt !== undefined && (this.burstReadAt === undefined || burstReadAt < this.burstReadAt)) {
      this.burstReadAt = burstReadAt;
    }
    for (const [scope, version] of versions) {
      const known = this.read.get(scope);
      if (known === undefined || version < known) this.read.set(scope, version);
    }
  }

  /** The scopes and versions the answer depends on. */
  done(): ScopeVersion[] {
    const read = [...this.read];
    return this.said ? read : [...read, [LISTINGS, this.listings]];
  }
}

const current = new AsyncLocalStorage<Reads>();

/** Says that the answer being made reads the scope (called by a service before its query). */
export function readsScope(scope: string): void {
  current.getStore()?.note(scope);
}

/** Says that the answer being made stops being right at `at` with no write (a scheduled line's start or
 * end): the cache keeps it no longer (docs/decisions/staff-catalogue.md#headlines). */
export function readsUntil(at: Date): void {
  current.getStore()?.noteUntil(at.getTime());
}

/** The Reads of the answer being made around this call (a page around its API calls), if any. */
export const enclosingReads = (): Reads | undefined => current.getStore();

/** `make` with `reads` collecting what it reads. */
export function collectingReads<T>(reads: Reads, make: () => T): T {
  return current.run(reads, make);
}
