import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/main-layout.tsx", [
    index("routes/home.tsx"),
    route("new-arrivals", "routes/new-arrivals.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
