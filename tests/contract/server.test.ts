// The contract's behaviour scenarios against the real server on PGlite (the shop's default database).
import { pglite } from "../support/databases";
import { contractScenarios } from "./scenarios";
import { serverTarget } from "./serverTarget";

contractScenarios("real server on PGlite", serverTarget(pglite));
