// The contract's behaviour scenarios against the real server on a PostgreSQL server (the shop with
// DATABASE_URL set), in a database of its own in the run's throw-away cluster.
import { describeOnPostgres } from "../support/databases";
import { contractScenarios } from "./scenarios";
import { serverTarget } from "./serverTarget";

describeOnPostgres("contract scenarios", (database) => {
  contractScenarios("real server", serverTarget(database));
});
