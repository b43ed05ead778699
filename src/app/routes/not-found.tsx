import { data } from "react-router";
import { NotFoundScreen } from "../../features/shell/NotFoundScreen";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  console.warn(`404: no page at ${path}`);
  return data({ path }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found | Rangrez" }, { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen path={loaderData.path} />;
}
