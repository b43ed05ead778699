// Contract tag "admin", staff's banner slides (/admin/banners), from the fixtures (staffBanners). Each call
// of staffBannerHandlers keeps its own slides per place, so a story that adds, edits, moves or removes a
// slide reads back what it did and the next story starts from the fixtures. The words' and schedule's rules
// and a slide's state come from the modules the server uses too (src/lib/bannerSlides.ts, schedule.ts);
// whether a picture is ready is the server's (any address the contract takes is answered here). A guest
// gets 401; `forbidden` and `noPermission` are the server's answers to a shopper and to staff without
// `catalogue`.
import type { BannerInput, BannerPlace, StaffBanner } from "../../src/api/types";
import { bannerInputProblem, bannerMessages } from "../../src/lib/bannerSlides";
import { scheduleState } from "../../src/lib/schedule";
import { staffBanners } from "../fixtures";
import { NO_CATALOGUE_MESSAGE } from "./headlines";
import { fail, http, inputOf } from "./http";
import { STAFF_ONLY_MESSAGE } from "./staffOrders";
import { mockId, requireUser } from "./store";
import { defineVariants, type Handlers } from "./variants";

/** A slide as the server answers it after `input`: optional fields left out are cleared. */
function withInput(slide: Pick<StaffBanner, "_id" | "place" | "position">, input: BannerInput): StaffBanner {
  const problem = bannerInputProblem(input);
  if (problem) fail(400, problem);
  return {
    _id: slide._id,
    place: slide.place,
    position: slide.position,
    imagePath: input.imagePath,
    mobileImagePath: input.mobileImagePath,
    alt: input.alt,
    ...(input.title ? { title: input.title } : {}),
    ...(input.subtitle ? { subtitle: input.subtitle } : {}),
    page: input.page,
    ...(input.startsAt ? { startsAt: input.startsAt } : {}),
    ...(input.endsAt ? { endsAt: input.endsAt } : {}),
    state: scheduleState(input, new Date()),
  };
}

/** The five staff calls over a copy of `start`. */
export function staffBannerHandlers(
  start: Readonly<Record<BannerPlace, readonly StaffBanner[]>> = staffBanners,
): Handlers {
  const slides = new Map<BannerPlace, StaffBanner[]>(
    (Object.keys(start) as BannerPlace[]).map((place) => [place, start[place].map((s) => ({ ...s }))]),
  );
  const of = (place: BannerPlace) => slides.get(place) ?? [];
  const placed = (place: BannerPlace) => of(place).map((slide, position) => ({ ...slide, position }));
  const find = (id: string) =>
    [...slides.values()].flat().find((slide) => slide._id === id) ?? fail(404, bannerMessages.notFound);
  const replace = (slide: StaffBanner) =>
    slides.set(
      slide.place,
      of(slide.place).map((s) => (s._id === slide._id ? slide : s)),
    );
  return [
    http.get("/admin/banners", ({ request, response }) => {
      requireUser();
      const { place } = inputOf(request, "listStaffBanners").query;
      return response(200).json({ success: true, data: placed(place) });
    }),
    http.post("/admin/banners", ({ request, response }) => {
      requireUser();
      const body = inputOf(request, "createBanner").body;
      const slide = withInput(
        { _id: mockId("bn"), place: body.place, position: of(body.place).length },
        body,
      );
      slides.set(body.place, [...of(body.place), slide]);
      return response(201).json({ success: true, message: bannerMessages.created, data: slide });
    }),
    http.put("/admin/banners/order", ({ request, response }) => {
      requireUser();
      const { place, ids } = inputOf(request, "reorderBanners").body;
      const current = of(place);
      if (ids.length !== current.length || !ids.every((id) => current.some((s) => s._id === id))) {
        fail(409, bannerMessages.orderChanged);
      }
      slides.set(place, ids.map(find));
      return response(200).json({ success: true, data: placed(place) });
    }),
    http.put("/admin/banners/{id}", ({ params, request, response }) => {
      requireUser();
      const slide = withInput(find(params.id), inputOf(request, "updateBanner").body);
      replace(slide);
      return response(200).json({ success: true, message: bannerMessages.updated, data: slide });
    }),
    http.delete("/admin/banners/{id}", ({ params, response }) => {
      requireUser();
      const { place } = find(params.id);
      slides.set(
        place,
        of(place).filter((slide) => slide._id !== params.id),
      );
      return response(200).json({ success: true, message: bannerMessages.deleted });
    }),
  ];
}

const refuseAll = (message: string) => [
  http.get("/admin/banners", () => fail(403, message)),
  http.post("/admin/banners", () => fail(403, message)),
  http.put("/admin/banners/order", () => fail(403, message)),
  http.put("/admin/banners/{id}", () => fail(403, message)),
  http.delete("/admin/banners/{id}", () => fail(403, message)),
];

const NO_SLIDES: Record<BannerPlace, StaffBanner[]> = { home: [], trending: [], customized: [], hero: [] };

export const staffBannerVariants = defineVariants(staffBannerHandlers(), {
  /** No slide in any place. */
  empty: staffBannerHandlers(NO_SLIDES),
  /** A signed-in shopper: every call answers 403 Staff only. */
  forbidden: refuseAll(STAFF_ONLY_MESSAGE),
  /** Staff without the catalogue permission: every call answers 403 naming it. */
  noPermission: refuseAll(NO_CATALOGUE_MESSAGE),
  /** A slide was added or removed elsewhere meanwhile: a reorder answers 409. */
  orderChanged: [http.put("/admin/banners/order", () => fail(409, bannerMessages.orderChanged))],
});
