// Contract tag "headlines": the staff area's announcement lines, from the fixtures (staffHeadlines). Each
// call of staffHeadlineHandlers keeps its own list, so a story that adds, edits, moves or removes a line
// reads back what it did and the next story starts from the fixtures. The schedule rule (end after start)
// and a line's state come from the one module the server uses too (src/lib/schedule.ts); who
// counts as staff is the server's rule: any signed-in user is answered, a guest 401, and the `forbidden`
// and `noPermission` variants are the server's answers to a shopper and to staff without `catalogue`.
import type { HeadlineInput, StaffHeadline } from "../../src/api/types";
import { headlineMessages } from "../../src/lib/headlineSchedule";
import { scheduleProblem, scheduleState } from "../../src/lib/schedule";
import { staffHeadlines } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { STAFF_ONLY_MESSAGE } from "./staffOrders";
import { mockId, requireUser } from "./store";
import { defineVariants, type Handlers } from "./variants";

/** The server's words for staff without the catalogue permission (server/api/staffAccess.ts). */
export const NO_CATALOGUE_MESSAGE = missingPermissionMessage("catalogue");

/** A line as the server answers it after `input`: the schedule given (none when left out), its state now. */
function withInput(line: Pick<StaffHeadline, "_id" | "position">, input: HeadlineInput): StaffHeadline {
  const problem = scheduleProblem(input);
  if (problem) fail(400, problem);
  return {
    ...line,
    text: input.text,
    ...(input.startsAt ? { startsAt: input.startsAt } : {}),
    ...(input.endsAt ? { endsAt: input.endsAt } : {}),
    state: scheduleState(input, new Date()),
  };
}

/** The five staff calls over a copy of `start`. */
export function staffHeadlineHandlers(start: readonly StaffHeadline[] = staffHeadlines): Handlers {
  let lines = start.map((line) => ({ ...line }));
  const placed = () => lines.map((line, position) => ({ ...line, position }));
  const find = (id: string) => lines.find((line) => line._id === id) ?? fail(404, headlineMessages.notFound);
  return [
    http.get("/headlines", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: placed() });
    }),
    http.post("/headlines", ({ request, response }) => {
      requireUser();
      const line = withInput(
        { _id: mockId("hl"), position: lines.length },
        inputOf(request, "createHeadline").body,
      );
      lines = [...lines, line];
      return response(201).json({ success: true, message: headlineMessages.created, data: line });
    }),
    http.put("/headlines/order", ({ request, response }) => {
      requireUser();
      const { ids } = inputOf(request, "reorderHeadlines").body;
      if (ids.length !== lines.length || !ids.every((id) => lines.some((line) => line._id === id))) {
        fail(409, headlineMessages.orderChanged);
      }
      lines = ids.map(find);
      return response(200).json({ success: true, data: placed() });
    }),
    http.put("/headlines/{id}", ({ params, request, response }) => {
      requireUser();
      const line = withInput(find(params.id), inputOf(request, "updateHeadline").body);
      lines = lines.map((l) => (l._id === line._id ? line : l));
      return response(200).json({ success: true, message: headlineMessages.updated, data: line });
    }),
    http.delete("/headlines/{id}", ({ params, response }) => {
      requireUser();
      find(params.id);
      lines = lines.filter((line) => line._id !== params.id);
      return response(200).json({ success: true, message: headlineMessages.deleted });
    }),
  ];
}

const refuseAll = (message: string) => [
  http.get("/headlines", () => fail(403, message)),
  http.post("/headlines", () => fail(403, message)),
  http.put("/headlines/order", () => fail(403, message)),
  http.put("/headlines/{id}", () => fail(403, message)),
  http.delete("/headlines/{id}", () => fail(403, message)),
];

export const headlineHandlers = defineVariants(staffHeadlineHandlers(), {
  /** No line yet. */
  empty: staffHeadlineHandlers([]),
  /** A signed-in shopper: every call answers 403 Staff only. */
  forbidden: refuseAll(STAFF_ONLY_MESSAGE),
  /** Staff without the catalogue permission: every call answers 403 naming it. */
  noPermission: refuseAll(NO_CATALOGUE_MESSAGE),
  /** A line was added or removed elsewhere meanwhile: a reorder answers 409. */
  orderChanged: [http.put("/headlines/order", () => fail(409, headlineMessages.orderChanged))],
});
