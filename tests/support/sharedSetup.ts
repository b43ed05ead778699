// Vitest runs a project's global setup once per project, and both unit projects (unit, unit-isolated) name
// the same setups, in the one Vitest process: started twice, the PostgreSQL cluster and the PGlite
// templates cost ~11 s more of every run. Each is started once here and shared by the projects; the last
// project's teardown stops it.

interface Shared<T> {
  started: Promise<{ value: T; stop: () => void | Promise<void> }>;
  users: number;
}

const registry = globalThis as { rangrezSharedSetups?: Map<string, Shared<unknown>> };

/** `start` run once per Vitest process for `key`; each caller gets its value and a teardown of its own. */
export async function sharedAcrossProjects<T>(
  key: string,
  start: () => Promise<{ value: T; stop: () => void | Promise<void> }>,
): Promise<{ value: T; release: () => Promise<void> }> {
  registry.rangrezSharedSetups ??= new Map();
  const setups = registry.rangrezSharedSetups;
  let shared = setups.get(key) as Shared<T> | undefined;
  if (!shared) {
    shared = { started: start(), users: 0 };
    setups.set(key, shared as Shared<unknown>);
  }
  shared.users += 1;
  const { value, stop } = await shared.started;
  const owner = shared;
  let released = false;
  return {
    value,
    release: async () => {
      if (released) return;
      released = true;
      owner.users -= 1;
      if (owner.users === 0) {
        setups.delete(key);
        await stop();
      }
    },
  };
}
