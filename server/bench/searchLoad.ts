// The load generator of bench:api's uncached search run, in a process of its own (api.ts starts it):
// autocannon with every request's path taken from one shared list of queries, so across all connections
// no query is asked twice (a HAR file would replay the same requests on every connection).
// Run by api.ts: node --import tsx server/bench/searchLoad.ts <origin> <connections> <seconds> <queries>
// Prints autocannon's result as JSON on its last line.
import autocannon from "autocannon";
import { searchPaths } from "./searchQueries";

const [origin, connections, seconds, count] = process.argv.slice(2);
const paths = searchPaths(Number(count));
let next = 0;

const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
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
console.log(JSON.stringify({ ...result, asked: next }));
