// The staff area's screens, in one list for its navigation (StaffArea.tsx): each with the permission it
// needs (docs/decisions/staff-catalogue.md#permissions), so an account sees only what it may open. A new
// staff screen is one more entry here.
import type { StaffPermission } from "../../api/types";

export interface StaffNavItem {
  label: string;
  href: string;
  permission: StaffPermission;
}

export const STAFF_NAV: readonly StaffNavItem[] = [
  { label: "Orders", href: "/admin/orders", permission: "orders" },
  { label: "Complaints", href: "/admin/complaints", permission: "orders" },
  { label: "Products", href: "/admin/products", permission: "catalogue" },
  { label: "Headlines", href: "/admin/headlines", permission: "catalogue" },
  { label: "Banners", href: "/admin/banners", permission: "catalogue" },
  { label: "Customiser", href: "/admin/customiser", permission: "catalogue" },
  { label: "Page speed", href: "/admin/vitals", permission: "catalogue" },
];

/** The screens an account may open: none for a guest or a shopper. */
export function staffNavFor(
  user: { role: string; permissions?: readonly StaffPermission[] } | null,
): StaffNavItem[] {
  if (user?.role !== "staff") return [];
  return STAFF_NAV.filter((item) => user.permissions?.includes(item.permission));
}
