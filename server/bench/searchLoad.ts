// The load generator of bench:api's uncached search run, in a process of its own (api.ts starts it):
// autocannon with every request's path taken from one shared list of queries, so across all connections
// no query is asked twice (a HAR file would replay the same requests on every connection). The warm-up
// takes its queries from the same list: the measured searches are new to the shop too.
// Run by api.ts: node --import tsx server/bench/searchLoad.ts <origin> <connections> <warm-up seconds>
//   <seconds> <queries>
// Prints, on its last line, autocannon's result of the measured run as JSON, with `asked` (its queries)
// and `warmup` (the warm-up's result, when there was one).
import autocannon from "autocannon";
import { searchPaths } from "./searchQueries";

const [origin, connections, warmupSeconds, seconds, count] = process.argv.slice(2);
const paths = searchPaths(Number(count));
let next = 0;

/** Searches under load for `duration` seconds, each a query not asked before. */
function load(duration: number) {
  return autocannon({
    url: origin,
    connections: Number(connections),
    duration,
    headers: { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" },
    requests: [
      {
        setupRequest: (request) => {
          if (next >= paths.length) throw new Error("bench:api search: more requests than queries");
          return { ...request, path: paths[next++] };
        },
      },
    ],
  });
}

const warmup = Number(warmupSeconds) > 0 ? await load(Number(warmupSeconds)) : null;
const askedBefore = next;
const result = await load(Number(seconds));
console.log(JSON.stringify({ ...result, asked: next - askedBefore, warmup }));
