// The prints of the product shots, each drawn in its own 200-unit box centred on (0, 0) (x and y from
// -100 to 100), in colours that read on the garment they are printed on. Deterministic string building.
import { seededRandom } from "../fixtures/ids";
import type { Print } from "../fixtures/productArt";
import type { Look } from "./garments";
import { escapeXml, shade } from "./svg";

export const SANS = "DejaVu Sans";
/** DejaVu Sans Bold: heavy display letters (fontconfig has no condensed DejaVu face to pick). */
export const HEAVY = "DejaVu Sans";
export const NARROW = "Liberation Sans Narrow";
export const SERIF = "DejaVu Serif";

const f = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

interface TextOptions {
  size: number;
  fill: string;
  family?: string;
  weight?: "bold" | "normal";
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  extra?: string;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${o.family ?? SANS}" font-weight="${o.weight ?? "bold"}" font-size="${f(o.size)}" fill="${o.fill}" text-anchor="${o.anchor ?? "middle"}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ""}${o.extra ? ` ${o.extra}` : ""}>${escapeXml(content)}</text>`;
}

/** Letters one by one along a circle arc (librsvg has no textPath): centre, radius, from..to degrees. */
function arcText(
  content: string,
  r: number,
  from: number,
  to: number,
  o: TextOptions & { inside?: boolean },
): string {
  const chars = [...content];
  const out: string[] = [];
  chars.forEach((ch, i) => {
    const a = chars.length === 1 ? (from + to) / 2 : from + ((to - from) * i) / (chars.length - 1);
    const rad = ((a - 90) * Math.PI) / 180;
    const x = r * Math.cos(rad);
    const y = r * Math.sin(rad);
    const turn = o.inside ? a + 180 : a;
    out.push(
      `<text transform="translate(${f(x)} ${f(y)}) rotate(${f(turn)})" font-family="${o.family ?? SANS}" font-weight="${o.weight ?? "bold"}" font-size="${o.size}" fill="${o.fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(ch)}</text>`,
    );
  });
  return out.join("");
}

function polar(r: number, deg: number): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [r * Math.cos(rad), r * Math.sin(rad)];
}

/** A petal (almond) from radius r0 to r1, `width` wide at its middle, pointing at angle deg. */
function petal(r0: number, r1: number, width: number, deg: number): string {
  const mid = (r0 + r1) / 2;
  const [x0, y0] = polar(r0, deg);
  const [x1, y1] = polar(r1, deg);
  const side = (width / 2 / mid) * (180 / Math.PI);
  const [ax, ay] = polar(mid, deg - side);
  const [bx, by] = polar(mid, deg + side);
  return `M${f(x0)} ${f(y0)} Q${f(ax * 1.04)} ${f(ay * 1.04)} ${f(x1)} ${f(y1)} Q${f(bx * 1.04)} ${f(by * 1.04)} ${f(x0)} ${f(y0)} Z`;
}

function ring<T>(count: number, offset: number, draw: (deg: number, i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => draw(offset + (360 / count) * i, i));
}

const SAFFRON = "#e8892b";

/** The Rangrez mark: a dye drop with a swirl. */
function dropMark(size: number, fill: string, swirl: string): string {
  const s = size / 40;
  return `<g transform="scale(${f(s)})"><path d="M0 -20 C8 -8 16 0 16 8 C16 17 9 22 0 22 C-9 22 -16 17 -16 8 C-16 0 -8 -8 0 -20 Z" fill="${fill}"/><path d="M-7 9 C-7 2 3 0 5 6 C7 12 -1 15 -3 10" fill="none" stroke="${swirl}" stroke-width="2.6" stroke-linecap="round"/></g>`;
}

function logoMark(words: string, look: Look): string {
  const accent = look.light ? "#c2410c" : SAFFRON;
  return `<g transform="translate(0 -26)">${dropMark(56, accent, look.paper)}</g>${text(0, 46, words, { size: 26, fill: look.ink, spacing: 3 })}`;
}

function logoWordmark(words: string, look: Look): string {
  const accent = look.light ? "#c2410c" : SAFFRON;
  return `${text(-6, 12, words, { size: 34, fill: look.ink, spacing: -0.5 })}<circle cx="66" cy="-10" r="6" fill="${accent}"/>`;
}

function logoStacked(words: string, look: Look): string {
  const accent = look.light ? "#c2410c" : SAFFRON;
  return [
    `<g transform="translate(0 -42)">${dropMark(58, accent, look.paper)}</g>`,
    text(0, 28, words, { size: 34, fill: look.ink, spacing: 3 }),
    `<rect x="-74" y="40" width="148" height="3" fill="${accent}"/>`,
    text(0, 62, "DYED IN INDIA · EST. 2026", { size: 10.5, fill: look.ink, weight: "normal", spacing: 2 }),
  ].join("");
}

function logoBadge(words: string, look: Look): string {
  const accent = look.light ? "#b4380b" : SAFFRON;
  const ink = look.ink;
  return [
    `<circle r="92" fill="none" stroke="${ink}" stroke-width="4"/>`,
    `<circle r="84" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
    `<circle r="56" fill="${accent}"/>`,
    arcText(words, 70, -54, 54, { size: 19, fill: ink }),
    arcText("DYED IN INDIA", 72, 236, 124, { size: 13, fill: ink, inside: true }),
    `<circle cx="-66" cy="-8" r="3" fill="${ink}"/><circle cx="66" cy="-8" r="3" fill="${ink}"/>`,
    `<g transform="translate(0 -4)">${dropMark(64, look.paper, accent)}</g>`,
    ...ring(24, 0, (deg) => {
      const [x, y] = polar(96, deg);
      return `<circle cx="${f(x)}" cy="${f(y)}" r="1.6" fill="${ink}"/>`;
    }),
  ].join("");
}

function logoArch(words: string, look: Look): string {
  const accent = look.light ? "#b4380b" : SAFFRON;
  return [
    arcText(words, 150, -33, 33, {
      size: 34,
      fill: accent,
      family: SERIF,
      extra: `stroke="${look.ink}" stroke-width="1.6"`,
    }).replace(/translate\((-?[\d.]+) (-?[\d.]+)\)/g, (_, x, y) => `translate(${x} ${f(Number(y) + 130)})`),
    text(0, 44, "ATHLETIC DEPT.", { size: 13, fill: look.ink, spacing: 3 }),
    text(0, 78, "26", {
      size: 40,
      fill: "none",
      family: SERIF,
      extra: `stroke="${accent}" stroke-width="2"`,
    }),
  ].join("");
}

function chaiGlass(ink: string): string {
  const ridges = [-12, -6, 0, 6, 12].map((x) => `M${x} -14 L${x * 0.82} 24`).join(" ");
  return [
    // steam
    `<path d="M-8 -26 C-14 -34 -2 -40 -8 -50 M2 -24 C-4 -34 8 -42 2 -54 M12 -26 C6 -34 18 -40 12 -50" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round" opacity="0.8"/>`,
    // the tea and the glass
    `<path d="M-17 -6 L17 -6 L14 24 L-14 24 Z" fill="#c0712a"/>`,
    `<ellipse cx="0" cy="-6" rx="17" ry="3" fill="#e3a35d"/>`,
    `<path d="M-19 -18 L19 -18 L15 26 L-15 26 Z" fill="#ffffff" fill-opacity="0.18" stroke="${ink}" stroke-width="2.4" stroke-linejoin="round"/>`,
    `<path d="${ridges}" stroke="${ink}" stroke-width="1" opacity="0.35"/>`,
    `<ellipse cx="0" cy="-18" rx="19" ry="3.5" fill="none" stroke="${ink}" stroke-width="2.2"/>`,
  ].join("");
}

function slogan(lines: readonly string[], look: Look): string {
  const accent = look.light ? "#b4531b" : "#f2b35b";
  return [
    `<g transform="translate(0 -58) scale(1.15)">${chaiGlass(look.ink)}</g>`,
    text(0, 10, lines[0] ?? "", { size: 36, fill: look.ink, family: HEAVY, spacing: 2 }),
    text(0, 60, lines[1] ?? "", { size: 45, fill: accent, family: HEAVY, spacing: 0.5 }),
    `<path d="M-78 74 C-30 82 30 82 78 74" fill="none" stroke="${look.ink}" stroke-width="3" stroke-linecap="round"/>`,
    text(0, 96, "TAPRI TALKS SINCE FOREVER", { size: 9.5, fill: look.ink, weight: "normal", spacing: 2.2 }),
  ].join("");
}

function mountainsLine(caption: string, look: Look): string {
  const ink = look.ink;
  return [
    `<circle cx="46" cy="-48" r="16" fill="none" stroke="${ink}" stroke-width="2.6"/>`,
    `<path d="M-92 36 L-52 -14 L-36 4 L-4 -60 L24 -8 L40 -28 L92 36" fill="none" stroke="${ink}" stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M-4 -60 L-14 -38 L-6 -42 L2 -32 L10 -44" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linejoin="round"/>`,
    `<path d="M-52 -14 L-60 -2 M40 -28 L34 -16" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="M-100 36 L100 36" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="M-70 50 L-30 50 M-14 50 L40 50 M56 50 L80 50" stroke="${ink}" stroke-width="1.6" stroke-linecap="round" opacity="0.7"/>`,
    text(0, 78, caption, { size: 11.5, fill: ink, spacing: 3.5 }),
  ].join("");
}

function mountainsRange(caption: string, look: Look): string {
  const id = "rangeclip";
  return [
    `<defs><linearGradient id="rangesky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2a4a"/><stop offset="0.6" stop-color="#5a5f8c"/><stop offset="1" stop-color="#f0a56b"/></linearGradient><clipPath id="${id}"><circle r="78"/></clipPath></defs>`,
    `<g clip-path="url(#${id})">`,
    `<rect x="-80" y="-80" width="160" height="160" fill="url(#rangesky)"/>`,
    `<circle cx="34" cy="-38" r="14" fill="#f6eed8"/>`,
    ...ring(9, 10, (deg, i) => {
      const [x, y] = polar(40 + (i % 3) * 14, deg * 1.3);
      return y < -10 ? `<circle cx="${f(x - 20)}" cy="${f(y - 10)}" r="1.2" fill="#f6eed8"/>` : "";
    }),
    `<path d="M-80 30 L-56 -6 L-40 6 L-14 -34 L8 -6 L30 -26 L56 4 L80 -10 L80 80 L-80 80 Z" fill="#7a86a8"/>`,
    `<path d="M-14 -34 L-22 -20 L-14 -22 L-8 -14 L0 -22 Z M30 -26 L24 -16 L30 -18 L36 -12 Z" fill="#f3f1ea"/>`,
    `<path d="M-80 44 L-44 8 L-22 24 L6 -10 L34 22 L54 10 L80 34 L80 80 L-80 80 Z" fill="#3f4a6e"/>`,
    `<path d="M6 -10 L-4 4 L6 0 L12 8 L20 2 Z M-44 8 L-52 18 L-44 16 L-38 22 Z" fill="#e8e6df"/>`,
    `<path d="M-80 60 L-50 40 L-30 52 L-6 36 L20 54 L48 40 L80 58 L80 80 L-80 80 Z" fill="#232a42"/>`,
    ...[-66, -58, -50, 44, 52, 60, 68].map(
      (x, i) =>
        `<path d="M${x} ${66 - (i % 2) * 4} l-5 14 h10 Z M${x} ${58 - (i % 2) * 4} l-4 12 h8 Z" fill="#141a2c"/>`,
    ),
    `</g>`,
    `<circle r="78" fill="none" stroke="${look.ink}" stroke-width="3"/>`,
    text(0, 104, caption, { size: 18, fill: look.ink, spacing: 6 }),
  ].join("");
}

function rain(lines: readonly string[], look: Look): string {
  const drop = (x: number, y: number, s: number) =>
    `<path d="M${f(x)} ${f(y - 8 * s)} C${f(x + 4 * s)} ${f(y - 2 * s)} ${f(x + 5 * s)} ${f(y + 2 * s)} ${f(x)} ${f(y + 5 * s)} C${f(x - 5 * s)} ${f(y + 2 * s)} ${f(x - 4 * s)} ${f(y - 2 * s)} ${f(x)} ${f(y - 8 * s)} Z" fill="#2f7fc1"/>`;
  const random = seededRandom("monsoon");
  const drops: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = -62 + (i % 8) * 17 + random() * 6;
    const y = -18 + Math.floor(i / 8) * 22 + random() * 10;
    drops.push(drop(x, y, 0.9 + random() * 0.4));
  }
  const cloud = look.light ? "#ffffff" : "#eef3f7";
  return [
    `<path d="M-66 -42 C-84 -42 -86 -68 -66 -70 C-64 -92 -34 -98 -22 -80 C-12 -104 28 -104 34 -76 C54 -86 76 -70 66 -50 C80 -46 76 -28 62 -28 L-62 -28 C-80 -28 -82 -42 -66 -42 Z" fill="${cloud}" stroke="${look.light ? "#27445e" : "#cfe0ee"}" stroke-width="2.4"/>`,
    `<path d="M-40 -46 C-30 -52 -18 -50 -10 -44" fill="none" stroke="#9bb7cc" stroke-width="2.4" stroke-linecap="round"/>`,
    ...drops,
    `<ellipse cx="-40" cy="38" rx="18" ry="4" fill="none" stroke="#2f7fc1" stroke-width="1.6"/><ellipse cx="-40" cy="38" rx="9" ry="2" fill="none" stroke="#2f7fc1" stroke-width="1.4"/>`,
    `<ellipse cx="44" cy="32" rx="14" ry="3.4" fill="none" stroke="#2f7fc1" stroke-width="1.6"/>`,
    text(0, 72, lines[0] ?? "", {
      size: 34,
      fill: look.light ? "#1f3a57" : "#ffffff",
      family: HEAVY,
      spacing: 4,
    }),
    text(0, 100, lines[1] ?? "", {
      size: 22,
      fill: "#2f7fc1",
      family: SERIF,
      weight: "normal",
      spacing: 8,
      extra: 'font-style="italic"',
    }),
  ].join("");
}

function poster(title: string, tagline: string, credits: string): string {
  const rays = ring(18, 0, (deg) => {
    const [x1, y1] = polar(200, deg - 5);
    const [x2, y2] = polar(200, deg + 5);
    return `M0 10 L${f(x1)} ${f(y1 + 10)} L${f(x2)} ${f(y2 + 10)} Z`;
  }).join(" ");
  const dots: string[] = [];
  for (let y = 40; y < 96; y += 6)
    for (let x = -70; x < 72; x += 6) dots.push(`M${x + ((y / 6) % 2) * 3} ${y} h0.01`);
  return [
    `<defs><linearGradient id="postersky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd15a"/><stop offset="0.55" stop-color="#f47a2a"/><stop offset="1" stop-color="#b3202f"/></linearGradient><clipPath id="posterclip"><rect x="-74" y="-100" width="148" height="200" rx="2"/></clipPath></defs>`,
    `<rect x="-78" y="-104" width="156" height="208" fill="#f3e3c2"/>`,
    `<g clip-path="url(#posterclip)">`,
    `<rect x="-74" y="-100" width="148" height="200" fill="url(#postersky)"/>`,
    `<path d="${rays}" fill="#fff1b8" opacity="0.35"/>`,
    `<path d="${dots.join(" ")}" stroke="#7a1020" stroke-width="2.6" stroke-linecap="round" opacity="0.35"/>`,
    // the hero: puffed hair, face, sideburns, aviators, moustache, a wide-collared shirt
    `<path d="M-46 100 C-46 60 -30 44 0 44 C30 44 46 60 46 100 Z" fill="#c7262f"/>`,
    `<path d="M-10 44 L-30 74 L-6 58 Z M10 44 L30 74 L6 58 Z" fill="#fbf2dc"/>`,
    `<path d="M-10 30 L10 30 L12 48 L0 56 L-12 48 Z" fill="#c98a57"/>`,
    `<ellipse cx="0" cy="2" rx="30" ry="36" fill="#d99b66"/>`,
    `<path d="M-36 -8 C-44 -46 -24 -66 0 -66 C26 -66 46 -48 36 -8 C34 -22 30 -30 24 -34 C12 -26 -14 -26 -26 -34 C-30 -28 -34 -20 -36 -8 Z" fill="#1b1212"/>`,
    `<path d="M-30 -4 L-30 20 L-26 22 L-26 -2 Z M30 -4 L30 20 L26 22 L26 -2 Z" fill="#1b1212"/>`,
    `<path d="M-26 -6 L-3 -6 C-2 6 -6 14 -14 14 C-22 14 -28 6 -26 -6 Z M26 -6 L3 -6 C2 6 6 14 14 14 C22 14 28 6 26 -6 Z" fill="#101820"/>`,
    `<path d="M-3 -4 L3 -4" stroke="#101820" stroke-width="2.4"/>`,
    `<path d="M-20 -2 L-14 -2 M20 -2 L14 -2" stroke="#8fb8d8" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M-16 22 C-10 18 -4 18 0 21 C4 18 10 18 16 22 C14 30 10 32 6 28 C4 26 -4 26 -6 28 C-10 32 -14 30 -16 22 Z" fill="#1b1212"/>`,
    `</g>`,
    `<rect x="-74" y="-100" width="148" height="200" fill="none" stroke="#1b1212" stroke-width="2"/>`,
    text(0, -82, tagline, { size: 8.6, fill: "#3a0c10", spacing: 1.6 }),
    // the title with a block shadow
    `<g transform="skewX(-6)">`,
    text(4, 86, title, { size: 34, fill: "#1b1212", family: HEAVY, spacing: 1 }),
    text(2, 84, title, { size: 34, fill: "#1b1212", family: HEAVY, spacing: 1 }),
    text(0, 82, title, {
      size: 34,
      fill: "#ffe14d",
      family: HEAVY,
      spacing: 1,
      extra: 'stroke="#b3202f" stroke-width="1.2"',
    }),
    `</g>`,
    text(0, 97, credits, { size: 7, fill: "#fbecc8", spacing: 1.4 }),
    `<circle cx="56" cy="-62" r="10" fill="#f3e3c2" stroke="#1b1212" stroke-width="1.4"/>`,
    text(56, -58.5, "U/A", { size: 7.5, fill: "#1b1212" }),
  ].join("");
}

/** Advance widths of Arial Bold capitals (Liberation Sans is metric-compatible), per 1000 em. */
const BOLD_CAPS: Record<string, number> = {
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  " ": 278,
};

/** The width of capitals set in Liberation Sans Narrow Bold (Arial Narrow's metrics: 82 % of Arial's). */
function narrowWidth(word: string, size: number, spacing: number): number {
  const em = [...word].reduce((sum, ch) => sum + (BOLD_CAPS[ch] ?? 667), 0) / 1000;
  return em * 0.82 * size + spacing * (word.length - 1);
}

/** Words hung from a headline bar the way Devanagari letters hang from their shirorekha. */
function shirorekha(words: readonly string[], look: Look): string {
  const accent = look.light ? "#d9591c" : "#f59e2b";
  const out: string[] = [];
  const size = 70;
  const spacing = 2;
  words.forEach((word, i) => {
    const y = -14 + i * 78;
    const width = narrowWidth(word, size, spacing);
    const fill = i === 0 ? look.ink : accent;
    out.push(
      text(0, y, word, { size, fill, family: NARROW, spacing }),
      `<rect x="${f(-width / 2 - 8)}" y="${f(y - size * 0.8)}" width="${f(width + 10)}" height="${f(size * 0.13)}" fill="${fill}"/>`,
    );
    if (i === words.length - 1)
      out.push(
        `<rect x="${f(width / 2 + 10)}" y="${f(y - size * 0.72)}" width="${f(size * 0.09)}" height="${f(size * 0.72)}" fill="${fill}"/>`,
      );
  });
  out.push(
    text(0, 96, "ASLI · DESI · ORIGINAL", { size: 9.5, fill: look.ink, weight: "normal", spacing: 2.6 }),
  );
  return out.join("");
}

/**
 * A sikku kolam: one line crossing between the dots and looping around the ones at the edge. In the grid's
 * own frame the dots sit at whole numbers and the line passes through the midpoints between neighbours,
 * bending away from each dot it passes; the grid is then turned 45° into a diamond.
 */
function kolam(dots: number, look: Look): string {
  const stroke = look.light ? "#8f2f17" : "#f4efe3";
  const dotFill = look.light ? "#2a2a35" : "#f4efe3";
  const n = dots;
  const s = 196 / n / Math.SQRT2;
  const half = ((n - 1) * s) / 2;
  const X = (i: number) => i * s - half;
  const P = (i: number, j: number) => `${f(X(i))} ${f(X(j))}`;
  const parts: string[] = [];
  // between two crossings the strand bows towards the empty cell centre, so each dot sits in a loop
  const bow = 0.16;
  const seg = (i0: number, j0: number, i1: number, j1: number, ci: number, cj: number) => {
    const mi = (i0 + i1) / 2;
    const mj = (j0 + j1) / 2;
    return `M${P(i0, j0)} Q${P(mi + (ci - mi) * bow * 2, mj + (cj - mj) * bow * 2)} ${P(i1, j1)}`;
  };
  for (let i = 0; i < n - 1; i++) {
    for (let j = 0; j < n - 1; j++) {
      const ci = i + 0.5;
      const cj = j + 0.5;
      // the four strands around the empty cell (ci, cj), each bowing into it
      parts.push(seg(i + 0.5, j, i + 1, j + 0.5, ci, cj));
      parts.push(seg(i + 1, j + 0.5, i + 0.5, j + 1, ci, cj));
      parts.push(seg(i + 0.5, j + 1, i, j + 0.5, ci, cj));
      parts.push(seg(i, j + 0.5, i + 0.5, j, ci, cj));
    }
  }
  const r = s * 0.56;
  const arc = (fromI: number, fromJ: number, toI: number, toJ: number, large: 0 | 1) =>
    `M${P(fromI, fromJ)} A${f(r)} ${f(r)} 0 ${large} 1 ${P(toI, toJ)}`;
  for (let k = 1; k < n - 1; k++) {
    parts.push(arc(k - 0.5, 0, k + 0.5, 0, 0)); // top: around dot (k, 0)
    parts.push(arc(k + 0.5, n - 1, k - 0.5, n - 1, 0)); // bottom
    parts.push(arc(0, k + 0.5, 0, k - 0.5, 0)); // left
    parts.push(arc(n - 1, k - 0.5, n - 1, k + 0.5, 0)); // right
  }
  // corners: three-quarter loops
  parts.push(arc(0, 0.5, 0.5, 0, 1));
  parts.push(arc(n - 1.5, 0, n - 1, 0.5, 1));
  parts.push(arc(n - 1, n - 1.5, n - 1.5, n - 1, 1));
  parts.push(arc(0.5, n - 1, 0, n - 1.5, 1));
  const dotsOut: string[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      dotsOut.push(`<circle cx="${f(X(i))}" cy="${f(X(j))}" r="2.8" fill="${dotFill}"/>`);
  const tips = ring(4, 0, (deg) => {
    const [x, y] = polar(106, deg);
    return `<path d="${petal(96, 116, 14, deg)}" fill="none" stroke="${stroke}" stroke-width="2.4"/><circle cx="${f(x * 1.14)}" cy="${f(y * 1.14)}" r="2.6" fill="${dotFill}"/>`;
  });
  return [
    `<g transform="rotate(45)">`,
    `<path d="${parts.join(" ")}" fill="none" stroke="${stroke}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>`,
    ...dotsOut,
    `</g>`,
    ...tips,
  ].join("");
}

function signboard(name: string, title: string, menu: string, strap: string): string {
  const bulbs = Array.from(
    { length: 11 },
    (_, i) =>
      `<circle cx="${-80 + i * 16}" cy="-62" r="4" fill="${i % 2 ? "#fff3a8" : "#ff8a3d"}" stroke="#5a2a0a" stroke-width="1"/>`,
  );
  return [
    `<path d="M-70 60 L-70 96 M70 60 L70 96" stroke="#4a3424" stroke-width="6"/>`,
    `<rect x="-96" y="-58" width="192" height="118" rx="6" fill="#c9252c"/>`,
    `<rect x="-89" y="-51" width="178" height="104" rx="3" fill="#f6c42d"/>`,
    `<rect x="-84" y="-46" width="168" height="94" rx="2" fill="none" stroke="#1c6e5a" stroke-width="1.6" stroke-dasharray="5 3"/>`,
    ...bulbs,
    text(0, -28, name, { size: 13, fill: "#c9252c", spacing: 2 }),
    text(3, 20, title, { size: 40, fill: "#1b1b1b", family: HEAVY, spacing: 2 }),
    text(0, 17, title, {
      size: 40,
      fill: "#c9252c",
      family: HEAVY,
      spacing: 2,
      extra: 'stroke="#1b1b1b" stroke-width="1.4"',
    }),
    text(0, 40, menu, { size: 10, fill: "#1c6e5a", spacing: 1 }),
    `<path d="M-96 70 L96 70 L88 82 L96 94 L-96 94 L-88 82 Z" fill="#1c6e5a"/>`,
    text(0, 86.5, strap, { size: 10, fill: "#fff3c4", spacing: 1.6 }),
    ...[-78, 78].map(
      (x) =>
        `<circle cx="${x}" cy="82" r="4.5" fill="#f06292"/><circle cx="${x}" cy="82" r="1.8" fill="#fff3a8"/>`,
    ),
  ].join("");
}

function mandala(rings: number, look: Look): string {
  const ink = look.light ? "#6e1a2c" : "#f2d48a";
  const accent = look.light ? "#1f4f7a" : "#e8892b";
  const out: string[] = [];
  const sw = rings > 2 ? 2 : 3;
  out.push(
    `<circle r="10" fill="${accent}"/><circle r="16" fill="none" stroke="${ink}" stroke-width="${sw}"/>`,
  );
  out.push(
    ...ring(
      8,
      0,
      (d) => `<path d="${petal(16, 38, 16, d)}" fill="none" stroke="${ink}" stroke-width="${sw}"/>`,
    ),
  );
  out.push(...ring(8, 22.5, (d) => `<path d="${petal(20, 32, 6, d)}" fill="${accent}"/>`));
  out.push(`<circle r="42" fill="none" stroke="${ink}" stroke-width="${sw}"/>`);
  if (rings >= 2) {
    out.push(
      ...ring(
        16,
        0,
        (d) => `<path d="${petal(42, 66, 16, d)}" fill="none" stroke="${ink}" stroke-width="${sw}"/>`,
      ),
    );
    out.push(...ring(16, 0, (d) => `<path d="${petal(48, 60, 5, d)}" fill="${ink}"/>`));
    out.push(`<circle r="70" fill="none" stroke="${ink}" stroke-width="${sw * 0.8}"/>`);
  }
  if (rings >= 3) {
    out.push(
      ...ring(32, 0, (d) => {
        const [x, y] = polar(75, d);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="2.6" fill="${accent}"/>`;
      }),
    );
    out.push(
      ...ring(24, 7.5, (d) => {
        const [ax, ay] = polar(80, d - 7.5);
        const [bx, by] = polar(80, d + 7.5);
        const [cx, cy] = polar(94, d);
        return `<path d="M${f(ax)} ${f(ay)} Q${f(cx)} ${f(cy)} ${f(bx)} ${f(by)}" fill="none" stroke="${ink}" stroke-width="${sw}"/>`;
      }),
    );
  }
  if (rings >= 4) {
    out.push(...ring(24, 7.5, (d) => `<path d="${petal(88, 104, 7, d)}" fill="${ink}"/>`));
    out.push(
      ...ring(12, 0, (d) => {
        const [x, y] = polar(64, d + 11.25);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="1.6" fill="${accent}"/>`;
      }),
    );
  }
  return out.join("");
}

function yantra(): string {
  const gold = "#e8b949";
  const cyan = "#5fd3e6";
  const tri = (h: number, up: boolean, y: number) =>
    up
      ? `M0 ${f(y - h)} L${f(h * 1.05)} ${f(y + h * 0.6)} L${f(-h * 1.05)} ${f(y + h * 0.6)} Z`
      : `M0 ${f(y + h)} L${f(h * 1.05)} ${f(y - h * 0.6)} L${f(-h * 1.05)} ${f(y - h * 0.6)} Z`;
  const gate =
    "M-84 -84 L-16 -84 L-16 -94 L16 -94 L16 -84 L84 -84 L84 -16 L94 -16 L94 16 L84 16 L84 84 L16 84 L16 94 L-16 94 L-16 84 L-84 84 L-84 16 L-94 16 L-94 -16 L-84 -16 Z";
  const stars = ring(10, 8, (d, i) => {
    const [x, y] = polar(112 + (i % 3) * 6, d);
    const s = 3 + (i % 2) * 2;
    return `<path d="M${f(x)} ${f(y - s)} L${f(x + s * 0.3)} ${f(y - s * 0.3)} L${f(x + s)} ${f(y)} L${f(x + s * 0.3)} ${f(y + s * 0.3)} L${f(x)} ${f(y + s)} L${f(x - s * 0.3)} ${f(y + s * 0.3)} L${f(x - s)} ${f(y)} L${f(x - s * 0.3)} ${f(y - s * 0.3)} Z" fill="${i % 3 ? gold : cyan}"/>`;
  });
  return [
    `<path d="${gate}" fill="none" stroke="${gold}" stroke-width="2.4"/>`,
    `<path d="${gate}" fill="none" stroke="${cyan}" stroke-width="1.2" transform="scale(0.93)"/>`,
    `<circle r="76" fill="none" stroke="${gold}" stroke-width="1.6"/><circle r="72" fill="none" stroke="${gold}" stroke-width="1.2"/>`,
    ...ring(
      16,
      0,
      (d) => `<path d="${petal(56, 72, 12, d)}" fill="none" stroke="${cyan}" stroke-width="1.6"/>`,
    ),
    `<circle r="56" fill="none" stroke="${gold}" stroke-width="1.6"/>`,
    ...ring(
      8,
      22.5,
      (d) => `<path d="${petal(44, 56, 14, d)}" fill="none" stroke="${gold}" stroke-width="1.6"/>`,
    ),
    `<circle r="44" fill="none" stroke="${gold}" stroke-width="1.6"/>`,
    `<path d="${[tri(40, true, 4), tri(30, true, 8), tri(18, true, 8), tri(40, false, -4), tri(30, false, -8), tri(22, false, -4), tri(12, false, -2)].join(" ")}" fill="none" stroke="${gold}" stroke-width="1.8" stroke-linejoin="round"/>`,
    `<circle r="3.6" fill="${cyan}"/>`,
    ...stars,
    `<path d="M-96 -104 A14 14 0 1 0 -78 -86 A11 11 0 1 1 -96 -104 Z" fill="${gold}"/>`,
  ].join("");
}

function train(destination: string, words: string, look: Look): string {
  return [
    // rails and overhead wires
    `<path d="M-30 96 L-70 130 M30 96 L70 130 M-96 -92 L96 -92 M-96 -86 L96 -86" stroke="${look.ink}" stroke-width="2" opacity="0.6"/>`,
    `<path d="M-56 -70 Q-56 -86 -40 -88 L40 -88 Q56 -86 56 -70 L60 86 Q60 96 50 96 L-50 96 Q-60 96 -60 86 Z" fill="#f3e6c4" stroke="#2a2020" stroke-width="2"/>`,
    `<path d="M-58 20 L58 20 L60 86 Q60 96 50 96 L-50 96 Q-60 96 -60 86 Z" fill="#7a1f3d"/>`,
    `<path d="M-59 28 L59 28" stroke="#f2c230" stroke-width="4"/>`,
    `<rect x="-40" y="-80" width="80" height="16" rx="2" fill="#161616"/>`,
    text(0, -68, destination, { size: 11, fill: "#ff9a2e", family: "DejaVu Sans Mono", spacing: 1 }),
    `<rect x="-50" y="-56" width="44" height="50" rx="4" fill="#22384f"/><rect x="6" y="-56" width="44" height="50" rx="4" fill="#22384f"/>`,
    `<path d="M-46 -52 L-30 -52 L-46 -30 Z M10 -52 L26 -52 L10 -30 Z" fill="#ffffff" opacity="0.22"/>`,
    `<rect x="-10" y="-56" width="20" height="74" rx="2" fill="#e7d6ae" stroke="#2a2020" stroke-width="1.2"/>`,
    `<circle cx="-36" cy="48" r="7" fill="#fff6c8" stroke="#2a2020" stroke-width="1.4"/><circle cx="36" cy="48" r="7" fill="#fff6c8" stroke="#2a2020" stroke-width="1.4"/>`,
    `<rect x="-14" y="40" width="28" height="14" rx="2" fill="#2a2020"/>`,
    text(0, 72, "WR 1042", { size: 9, fill: "#f3e6c4", spacing: 1 }),
    text(0, 124, words, { size: 20, fill: look.ink, family: HEAVY, spacing: 4 }),
  ].join("");
}

function route(title: string, stations: readonly string[], look: Look): string {
  const ink = look.ink;
  const line = look.light ? "#7a1f3d" : "#f2c230";
  const top = -78;
  const step = 152 / Math.max(1, stations.length - 1);
  return [
    text(0, -92, title, { size: 17, fill: ink, family: HEAVY, spacing: 4 }),
    `<path d="M-50 ${top} L-50 ${top + step * (stations.length - 1)}" stroke="${line}" stroke-width="7" stroke-linecap="round"/>`,
    ...stations.map((s, i) => {
      const y = top + i * step;
      const end = i === 0 || i === stations.length - 1;
      return `<circle cx="-50" cy="${f(y)}" r="${end ? 8 : 6}" fill="${look.paper}" stroke="${ink}" stroke-width="3"/>${text(-30, y + 5, s, { size: end ? 15 : 13, fill: ink, anchor: "start", spacing: 1.5 })}`;
    }),
    text(0, 102, "SLOW · FAST · LADIES SPECIAL", { size: 8, fill: ink, weight: "normal", spacing: 2 }),
  ].join("");
}

function sunset(words: string, look: Look): string {
  const stripes = [8, 18, 28, 38].map(
    (y, i) => `<rect x="-60" y="${y}" width="120" height="${3 + i}" fill="url(#sunsky)"/>`,
  );
  return [
    `<defs><linearGradient id="sunsky" x1="0" y1="-70" x2="0" y2="70" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3b1f5c"/><stop offset="0.45" stop-color="#e0457b"/><stop offset="0.75" stop-color="#f7944a"/><stop offset="1" stop-color="#f9d65c"/></linearGradient><linearGradient id="sunball" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe07a"/><stop offset="1" stop-color="#f76b3c"/></linearGradient><clipPath id="sunclip"><circle r="70"/></clipPath></defs>`,
    `<g clip-path="url(#sunclip)">`,
    `<rect x="-72" y="-72" width="144" height="144" fill="url(#sunsky)"/>`,
    `<circle cy="30" r="44" fill="url(#sunball)"/>`,
    ...stripes,
    `<rect x="-72" y="40" width="144" height="40" fill="#1f6f8b"/>`,
    `<path d="M-72 48 Q-50 44 -30 48 T10 48 T50 48 T90 48 M-72 58 Q-50 54 -30 58 T10 58 T50 58 T90 58" fill="none" stroke="#9fd6e0" stroke-width="2"/>`,
    `<path d="M-52 80 C-50 50 -46 20 -40 -6 M46 80 C48 56 52 30 58 8" fill="none" stroke="#231530" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M-40 -6 C-54 -14 -66 -10 -74 0 C-62 -8 -52 -6 -40 -6 C-46 -20 -42 -30 -34 -36 C-36 -24 -36 -14 -40 -6 C-30 -16 -18 -16 -8 -8 C-20 -10 -30 -8 -40 -6 Z" fill="#231530"/>`,
    `<path d="M58 8 C46 0 36 2 28 10 C40 4 48 6 58 8 C54 -6 58 -14 66 -20 C64 -8 62 0 58 8 C68 0 80 0 88 8 C76 6 66 6 58 8 Z" fill="#231530"/>`,
    `</g>`,
    `<circle r="70" fill="none" stroke="${look.ink}" stroke-width="2.4"/>`,
    text(0, 112, words, { size: 36, fill: look.ink, family: SERIF, spacing: 10 }),
  ].join("");
}

function rangoli(): string {
  const colours = ["#e6287a", "#f7901e", "#ffd23f", "#1bae8a", "#2c7be5", "#8e44ad"];
  const out: string[] = [];
  out.push(...ring(12, 0, (d, i) => `<path d="${petal(58, 100, 30, d)}" fill="${colours[i % 2 ? 0 : 5]}"/>`));
  out.push(...ring(12, 0, (d) => `<path d="${petal(66, 92, 12, d)}" fill="#ffd23f"/>`));
  out.push(...ring(12, 15, (d) => `<path d="${petal(56, 84, 16, d)}" fill="#f7901e"/>`));
  out.push(
    ...ring(24, 7.5, (d) => {
      const [x, y] = polar(104, d);
      return `<circle cx="${f(x)}" cy="${f(y)}" r="3.2" fill="${colours[3]}"/>`;
    }),
  );
  out.push(`<circle r="56" fill="#1bae8a"/><circle r="50" fill="#ffffff"/>`);
  out.push(...ring(8, 0, (d) => `<path d="${petal(14, 48, 22, d)}" fill="#2c7be5"/>`));
  out.push(...ring(8, 22.5, (d) => `<path d="${petal(18, 44, 12, d)}" fill="#e6287a"/>`));
  out.push(
    ...ring(16, 0, (d) => {
      const [x, y] = polar(52, d);
      return `<circle cx="${f(x)}" cy="${f(y)}" r="2.4" fill="#f7901e"/>`;
    }),
  );
  out.push(`<circle r="14" fill="#ffd23f"/><circle r="7" fill="#e6287a"/>`);
  // the burst: dotted rays
  out.push(
    ...ring(24, 0, (d) =>
      [112, 120, 127]
        .map((r, i) => {
          const [x, y] = polar(r, d);
          return `<circle cx="${f(x)}" cy="${f(y)}" r="${2.4 - i * 0.6}" fill="${colours[(i + 1) % 6]}"/>`;
        })
        .join(""),
    ),
  );
  return out.join("");
}

function graffiti(tag: string): string {
  const random = seededRandom(`graffiti:${tag}`);
  const splat: string[] = [];
  for (let i = 0; i < 40; i++) {
    const a = random() * Math.PI * 2;
    const r = 70 + random() * 40;
    splat.push(
      `<circle cx="${f(Math.cos(a) * r * 1.2)}" cy="${f(Math.sin(a) * r * 0.7)}" r="${f(0.8 + random() * 2.6)}" fill="${random() < 0.5 ? "#ff3da8" : "#b6ff3b"}"/>`,
    );
  }
  const drips = [-62, -30, -4, 20, 48, 70].map((x, i) => {
    const h = 12 + ((i * 37) % 28);
    return `<path d="M${x - 3} 20 L${x - 3} ${20 + h} A3 3 0 0 0 ${x + 3} ${20 + h} L${x + 3} 20 Z" fill="#ff3da8"/>`;
  });
  const letters = {
    size: 46,
    family: HEAVY,
    spacing: -1,
  };
  return [
    `<defs><linearGradient id="graf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe14d"/><stop offset="1" stop-color="#ff3da8"/></linearGradient></defs>`,
    `<path d="M-96 30 C-60 -20 40 -40 104 -10 C60 -24 -40 -10 -96 30 Z" fill="#3de1ff" opacity="0.85"/>`,
    ...splat,
    `<path d="M-40 -74 L-28 -52 L-14 -78 L0 -52 L14 -78 L28 -52 L40 -74 L34 -40 L-34 -40 Z" fill="#ffe14d" stroke="#111" stroke-width="3" stroke-linejoin="round"/>`,
    ...drips,
    `<g transform="rotate(-8)">`,
    text(0, 22, tag, {
      ...letters,
      fill: "#111",
      extra: 'stroke="#111" stroke-width="16" stroke-linejoin="round"',
    }),
    text(0, 22, tag, {
      ...letters,
      fill: "#fff",
      extra: 'stroke="#fff" stroke-width="8" stroke-linejoin="round"',
    }),
    text(0, 22, tag, { ...letters, fill: "url(#graf)", extra: 'stroke="#111" stroke-width="2"' }),
    `</g>`,
    `<path d="M-70 62 C-30 50 30 54 78 44 L72 36 M78 44 L70 52" fill="none" stroke="#b6ff3b" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    text(40, 86, "STREET ART DEPT.", { size: 10, fill: "#f2f2f2", spacing: 2 }),
  ].join("");
}

function skyline(words: string, look: Look): string {
  const ink = look.light ? "#24325a" : "#ffffff";
  const glow = look.light ? "#f3a35b" : "#ffd98a";
  const windows: string[] = [];
  const random = seededRandom("skyline");
  const towers: [number, number, number][] = [
    [-96, 16, 36],
    [-82, 14, 58],
    [20, 16, 64],
    [38, 12, 44],
    [52, 18, 78],
    [72, 14, 50],
    [86, 12, 34],
  ];
  const body: string[] = [];
  for (const [x, w, h] of towers) {
    body.push(`M${x} 40 L${x} ${40 - h} L${x + w} ${40 - h} L${x + w} 40 Z`);
    for (let yy = 40 - h + 6; yy < 34; yy += 7)
      for (let xx = x + 3; xx < x + w - 3; xx += 5)
        if (random() < 0.45) windows.push(`M${xx} ${yy} h2.4 v3 h-2.4 Z`);
  }
  // Gateway-like arch, a domed tomb with minarets, a tapering minar
  body.push(
    "M-64 40 L-64 -6 L-58 -12 L-20 -12 L-14 -6 L-14 40 L-26 40 L-26 12 Q-39 -6 -52 12 L-52 40 Z",
    "M-62 -12 L-62 -20 L-16 -20 L-16 -12 Z M-58 -20 L-58 -26 M-20 -20 L-20 -26",
    "M-12 40 L-12 4 L18 4 L18 40 Z M-8 4 C-8 -14 14 -14 14 4 Z M3 -14 L3 -22",
    "M-14 40 L-14 -16 L-12 -16 L-12 40 Z M16 40 L16 -16 L18 -16 L18 40 Z",
    "M102 40 L104 -40 L108 -40 L110 40 Z",
  );
  return [
    `<circle cx="-30" cy="-58" r="20" fill="${glow}"/>`,
    `<path d="M40 -70 q6 -6 12 0 q6 -6 12 0 M60 -84 q4 -4 8 0 q4 -4 8 0" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linecap="round"/>`,
    `<path d="${body.join(" ")}" fill="${ink}" stroke="${ink}" stroke-width="1" stroke-linejoin="round"/>`,
    `<path d="${windows.join(" ")}" fill="${glow}"/>`,
    `<path d="M-104 40 L114 40" stroke="${ink}" stroke-width="3"/>`,
    `<path d="M-90 50 L-40 50 M-20 50 L60 50 M80 50 L104 50" stroke="${ink}" stroke-width="1.6" opacity="0.6"/>`,
    text(4, 76, words, { size: 15, fill: ink, spacing: 7 }),
  ].join("");
}

function crown(fill: string, stroke: string): string {
  return `<path d="M-36 18 L-42 -20 L-20 0 L0 -30 L20 0 L42 -20 L36 18 Z" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/><rect x="-37" y="18" width="74" height="12" rx="2" fill="${fill}" stroke="${stroke}" stroke-width="3"/><circle cx="0" cy="-32" r="4.5" fill="#c0392b" stroke="${stroke}" stroke-width="2"/><circle cx="-42" cy="-22" r="3.6" fill="${fill}" stroke="${stroke}" stroke-width="2"/><circle cx="42" cy="-22" r="3.6" fill="${fill}" stroke="${stroke}" stroke-width="2"/><circle cx="0" cy="24" r="3" fill="#2e7d5b"/>`;
}

function crest(monogram: string, words: string): string {
  const gold = "#d9ad4f";
  const cream = "#f4ead2";
  const dark = "#3a0d18";
  const leaves = (side: 1 | -1) =>
    Array.from({ length: 7 }, (_, i) => {
      const a = 200 + i * 18;
      const [x, y] = polar(74, side * a);
      return `<ellipse cx="${f(x)}" cy="${f(y + 4)}" rx="4.5" ry="11" fill="${gold}" transform="rotate(${f(side * a + side * 35)} ${f(x)} ${f(y + 4)})"/>`;
    }).join("");
  return [
    leaves(1),
    leaves(-1),
    `<g transform="translate(0 -74) scale(0.72)">${crown(gold, dark)}</g>`,
    `<path d="M-48 -46 L48 -46 L48 6 C48 40 24 58 0 70 C-24 58 -48 40 -48 6 Z" fill="${cream}" stroke="${gold}" stroke-width="5"/>`,
    `<path d="M-40 -38 L40 -38 L40 6 C40 34 20 50 0 60 C-20 50 -40 34 -40 6 Z" fill="none" stroke="${dark}" stroke-width="1.6"/>`,
    `<path d="M-40 -38 L40 30" stroke="${gold}" stroke-width="10" opacity="0.55"/>`,
    text(0, 20, monogram, { size: 56, fill: dark, family: SERIF }),
    `<path d="M-92 70 L-70 64 L70 64 L92 70 L82 80 L92 90 L70 84 L-70 84 L-92 90 L-82 80 Z" fill="${gold}" stroke="${dark}" stroke-width="2"/>`,
    text(0, 80, words, { size: 15, fill: dark, family: SERIF, spacing: 4 }),
    text(0, 104, "EST. MMXXVI", { size: 10, fill: gold, family: SERIF, spacing: 3 }),
  ].join("");
}

/** The moon's dark side takes the fabric's colour, so it reads as a crescent on any garment. */
function rider(words: string, look: Look): string {
  return [
    `<defs><linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff8d6" stop-opacity="0.95"/><stop offset="1" stop-color="#fff8d6" stop-opacity="0"/></linearGradient><linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#9aa3ad"/><stop offset="0.55" stop-color="#e8ecef"/><stop offset="1" stop-color="#707a85"/></linearGradient></defs>`,
    `<circle cx="-56" cy="-60" r="16" fill="#e9e6da"/><circle cx="-50" cy="-64" r="14" fill="${look.fill}"/>`,
    `<path d="M36 -6 L110 -40 L110 34 Z" fill="url(#beam)"/>`,
    `<path d="M-100 36 L100 36" stroke="#9aa3ad" stroke-width="2"/>`,
    `<path d="M-90 46 L-60 46 M-40 46 L-10 46 M10 46 L40 46" stroke="#9aa3ad" stroke-width="2" stroke-dasharray="12 8"/>`,
    // the bike and its rider
    `<circle cx="-44" cy="18" r="17" fill="none" stroke="#d9dde2" stroke-width="6"/><circle cx="26" cy="18" r="17" fill="none" stroke="#d9dde2" stroke-width="6"/>`,
    `<circle cx="-44" cy="18" r="4" fill="#d9dde2"/><circle cx="26" cy="18" r="4" fill="#d9dde2"/>`,
    `<path d="M-44 18 L-22 -4 L10 -6 L26 18 M-22 -4 L-30 -16 L-2 -22 L14 -16 L10 -6 Z" fill="#1b1f27" stroke="#d9dde2" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M14 -16 L30 -22 L34 -8 Z" fill="#d9dde2"/><circle cx="34" cy="-10" r="4" fill="#fff8d6"/>`,
    `<path d="M-26 -22 C-20 -44 -4 -52 8 -46 L18 -30 L6 -26 L-4 -36 C-10 -30 -14 -24 -14 -18 Z" fill="#d9dde2"/>`,
    `<circle cx="10" cy="-54" r="9" fill="#d9dde2"/><path d="M4 -56 L18 -56" stroke="#1b1f27" stroke-width="3"/>`,
    `<path d="M-96 -10 L-64 -10 M-100 0 L-70 0 M-94 10 L-66 10" stroke="#d9dde2" stroke-width="2.4" stroke-linecap="round" opacity="0.7"/>`,
    `<g transform="skewX(-12)">`,
    text(12, 88, words, {
      size: 32,
      fill: "#111",
      family: HEAVY,
      spacing: 2,
      extra: 'stroke="#111" stroke-width="6" stroke-linejoin="round"',
    }),
    text(12, 88, words, { size: 32, fill: "url(#chrome)", family: HEAVY, spacing: 2 }),
    `</g>`,
  ].join("");
}

/** Embroidery: the shape filled with close parallel thread lines at an angle, and an outline. */
function satin(id: string, d: string, thread: string, angle: number, outline: string): string {
  const lines: string[] = [];
  for (let x = -120; x <= 120; x += 2.2) lines.push(`M${f(x)} -120 L${f(x)} 120`);
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><path d="${d}" fill="${thread}"/><path d="${lines.join(" ")}" stroke="${shade(thread, -0.3)}" stroke-width="0.8" opacity="0.55" clip-path="url(#${id})" transform="rotate(${angle})"/><path d="${d}" fill="none" stroke="${outline}" stroke-width="2"/>`;
}

function leaf(kind: "chinar" | "sprout", words: string | undefined, look: Look): string {
  if (kind === "chinar") {
    const d =
      "M0 60 L0 40 C-10 42 -22 40 -30 34 L-22 28 C-40 26 -56 16 -62 4 L-48 2 C-60 -12 -64 -26 -60 -40 L-44 -30 C-42 -46 -34 -58 -22 -66 L-16 -48 C-12 -62 -6 -74 0 -84 C6 -74 12 -62 16 -48 L22 -66 C34 -58 42 -46 44 -30 L60 -40 C64 -26 60 -12 48 2 L62 4 C56 16 40 26 22 28 L30 34 C22 40 10 42 0 40 Z";
    return [
      `<g transform="translate(0 -16) scale(0.92)">`,
      satin("chinar", d, "#c4572a", 0, "#8a3418"),
      `<path d="M0 56 L0 -74 M0 22 L-44 -22 M0 22 L44 -22 M0 30 L-54 10 M0 30 L54 10 M0 0 L-22 -52 M0 0 L22 -52" stroke="#f0c080" stroke-width="1.6" fill="none"/>`,
      `</g>`,
      words ? text(0, 84, words, { size: 20, fill: look.ink, weight: "normal", spacing: 5 }) : "",
    ].join("");
  }
  const left = "M0 30 C-6 4 -30 -10 -58 -6 C-52 18 -28 30 0 30 Z";
  const right = "M0 10 C8 -20 34 -36 62 -30 C56 -2 30 12 0 10 Z";
  return [
    satin("sproutL", left, "#4f8a3b", 35, "#2f5a22"),
    satin("sproutR", right, "#6aa84f", -35, "#2f5a22"),
    `<path d="M0 70 C-2 50 2 30 0 10" fill="none" stroke="#2f5a22" stroke-width="4" stroke-linecap="round"/>`,
  ].join("");
}

function words(content: string, look: Look): string {
  const size = Math.min(16, 300 / Math.max(8, content.length));
  return text(0, size * 0.35, content, { size, fill: look.ink, spacing: 2 });
}

export function printSvg(print: Print, look: Look): string {
  switch (print.kind) {
    case "logo":
      switch (print.layout) {
        case "stacked":
          return logoStacked(print.words, look);
        case "badge":
          return logoBadge(print.words, look);
        case "arch":
          return logoArch(print.words, look);
        case "mark":
          return logoMark(print.words, look);
        case "wordmark":
          return logoWordmark(print.words, look);
      }
      break;
    case "slogan":
      return slogan(print.lines, look);
    case "mountains":
      return print.style === "line-art"
        ? mountainsLine(print.caption, look)
        : mountainsRange(print.caption, look);
    case "rain":
      return rain(print.lines, look);
    case "poster":
      return poster(print.title, print.tagline, print.credits);
    case "shirorekha":
      return shirorekha(print.words, look);
    case "kolam":
      return kolam(print.dots, look);
    case "signboard":
      return signboard(print.name, print.title, print.menu, print.strap);
    case "mandala":
      return mandala(print.rings, look);
    case "yantra":
      return yantra();
    case "train":
      return train(print.destination, print.words, look);
    case "route":
      return route(print.title, print.stations, look);
    case "sunset":
      return sunset(print.words, look);
    case "rangoli":
      return rangoli();
    case "graffiti":
      return graffiti(print.tag);
    case "skyline":
      return skyline(print.words, look);
    case "crest":
      return crest(print.monogram, print.words);
    case "crown":
      return crown("#d9ad4f", "#3a0d18");
    case "rider":
      return rider(print.words, look);
    case "leaf":
      return leaf(print.leaf, print.words, look);
    case "words":
      return words(print.text, look);
  }
}
