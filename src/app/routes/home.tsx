import { redirect } from "react-router";

// The home page arrives with the storefront issue; until then the shop opens on its one live listing.
export function loader() {
  return redirect("/new-arrivals");
}

export default function Home() {
  return null;
}
