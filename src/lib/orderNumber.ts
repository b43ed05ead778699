// Order numbers ("RZ-4821-9063": RZ and two groups of four digits, drawn at random by the database) as
// people write them when they search: with spaces or without dashes, with or without the RZ, any case.

const WRITTEN = /^(?:RZ)?([1-9]\d{3})(\d{4})$/;

/** The order number `text` names ("rz 4821 9063", "48219063", "RZ-4821-9063" …), or null when it is not
 * one. */
export function orderNumberOf(text: string): string | null {
  const match = WRITTEN.exec(text.toUpperCase().replace(/[\s-]/g, ""));
  return match ? `RZ-${match[1]}-${match[2]}` : null;
}
