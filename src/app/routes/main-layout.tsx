import { Outlet } from "react-router";
import { SiteShell } from "../../features/shell/SiteShell";

export default function MainLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
