// The garments of the product shots, drawn as on a ghost mannequin in a 400 x 500 box (4:5): outline,
// construction (rib bands, seams, pockets, hoods, buttons), the folds the shading darkens and lightens,
// where prints sit and where the close-up looks. Plain string building, so the output is deterministic.
import type { Garment } from "../fixtures/media";
import type { DetailFocus, PrintPlace, Trim } from "../fixtures/productArt";
import { isLight, shade } from "./svg";

export type Pt = readonly [number, number];

/** A cubic segment (two control points and its end) or a straight one (its end). */
export type Seg = readonly [Pt, Pt, Pt] | readonly [Pt];

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
const p = ([x, y]: Pt) => `${n(x)} ${n(y)}`;
const m = ([x, y]: Pt): Pt => [400 - x, y];

/**
 * A closed outline symmetric about x = 200: the right half from `start` (on the centre line) through
 * `segs` to a last point on the centre line, then the same half mirrored back up.
 */
export function symmetric(start: Pt, segs: readonly Seg[]): string {
  const out = [`M${p(start)}`];
  for (const s of segs) out.push(s.length === 3 ? `C${p(s[0])} ${p(s[1])} ${p(s[2])}` : `L${p(s[0])}`);
  const ends: Pt[] = [start, ...segs.map((s) => s[s.length - 1] as Pt)];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const to = m(ends[i]);
    out.push(s.length === 3 ? `C${p(m(s[1]))} ${p(m(s[0]))} ${p(to)}` : `L${p(to)}`);
  }
  return `${out.join(" ")} Z`;
}

/** The same path mirrored about x = 200 (for pockets, seams and folds that come in pairs). */
export function mirrorD(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g, (_, x, y) => `${n(400 - Number(x))} ${y}`);
}

export const both = (d: string) => `${d} ${mirrorD(d)}`;

/** Colours worked out from the fabric colour. */
export interface Look {
  fill: string;
  light: boolean;
  /** outlines and seams */
  seam: string;
  /** rib bands (collar, cuffs, hems): a touch deeper than the body */
  rib: string;
  /** the inside of the garment seen through the neck or the hood */
  inside: string;
  /** stitching thread */
  thread: string;
  /** print ink on this fabric: light on dark, dark on light */
  ink: string;
  paper: string;
}

export function lookOf(fill: string): Look {
  const light = isLight(fill);
  return {
    fill,
    light,
    seam: shade(fill, light ? -0.22 : -0.45),
    rib: shade(fill, light ? -0.07 : -0.14),
    inside: shade(fill, light ? -0.3 : -0.5),
    thread: light ? shade(fill, -0.32) : shade(fill, 0.3),
    ink: light ? "#26232b" : "#f2ede1",
    paper: fill,
  };
}

/** A fold: a soft shadow (dark) or a soft highlight (light) along a line. */
export interface Fold {
  d: string;
  width: number;
  tone: "dark" | "light";
  opacity?: number;
}

/** Where a print is drawn: centre (x, y) and width of its 200-unit box. */
export interface PrintBox {
  x: number;
  y: number;
  w: number;
}

/** A close-up: the 4:5 crop with top-left (x, y) and width w of the 400 x 500 picture. */
export interface Crop {
  x: number;
  y: number;
  w: number;
}

export interface GarmentShape {
  outline: string;
  /** painted in the inside colour over the fabric: inside the back neck, the hood's opening */
  insides: string;
  /** construction drawn over fabric and print */
  details: string;
  folds: Fold[];
  print: Partial<Record<PrintPlace, PrintBox>>;
  focus: Partial<Record<DetailFocus, Crop>>;
  /** horizontal extent, for the side shading */
  left: number;
  right: number;
}

export interface GarmentOptions {
  trims: readonly Trim[];
  look: Look;
}

const has = (o: GarmentOptions, t: Trim) => o.trims.includes(t);

function stitch(d: string, colour: string, width = 1.3, dash = "4 3") {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round"/>`;
}

function line(d: string, colour: string, width = 1.5, opacity = 1) {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

/** A rib band (collar, cuff, hem): its shape in the rib colour, with vertical rib lines clipped to it. */
function ribbing(id: string, d: string, look: Look, x0: number, x1: number, step = 3.2) {
  const lines: string[] = [];
  for (let x = x0; x <= x1; x += step) {
    lines.push(`M${n(x)} 0 L${n(x)} 500`);
  }
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><path d="${d}" fill="${look.rib}"/><path d="${lines.join(" ")}" clip-path="url(#${id})" stroke="${shade(look.rib, look.light ? -0.12 : -0.3)}" stroke-width="1" opacity="0.55"/>`;
}

// ---------------------------------------------------------------------------------------------------
// T-shirts: the regular cut and the boxy, drop-shouldered oversized one share their construction.

interface TeeCut {
  /** half the neck opening's width, and the neck points' height */
  neck: number;
  neckY: number;
  /** the front neckline's lowest point (crew), and the back neck's (the outline's top) */
  depth: number;
  back: number;
  /** the right half from the neck point to the hem's side corner */
  half: (curvedHem: boolean) => Seg[];
  /** shoulder (or dropped-shoulder) seam and sleeve hem stitch, right side */
  armSeam: string;
  sleeveHem: string;
  hemY: number;
  side: number;
  collar: number;
  print: GarmentShape["print"];
  focus: GarmentShape["focus"];
  left: number;
  right: number;
  folds: Fold[];
}

const REGULAR: TeeCut = {
  neck: 36,
  neckY: 75,
  depth: 110,
  back: 84,
  half: (curved) => [
    [
      [256, 80],
      [282, 88],
      [302, 96],
    ],
    [
      [322, 118],
      [346, 150],
      [366, 180],
    ],
    [[336, 208]],
    [
      [326, 194],
      [316, 182],
      [306, 172],
    ],
    [
      [308, 250],
      [306, 330],
      [310, curved ? 392 : 406],
    ],
    ...(curved
      ? ([
          [
            [300, 404],
            [250, 428],
            [200, 430],
          ],
        ] as Seg[])
      : ([
          [
            [270, 411],
            [235, 412],
            [200, 412],
          ],
        ] as Seg[])),
  ],
  armSeam: "M302 96 C294 122 298 150 306 172",
  sleeveHem: "M360 175 L331 202",
  hemY: 412,
  side: 310,
  collar: 8,
  print: {
    centre: { x: 200, y: 212, w: 132 },
    "left-chest": { x: 250, y: 154, w: 40 },
    neck: { x: 200, y: 108, w: 84 },
  },
  focus: {
    "front-print": { x: 110, y: 108, w: 180 },
    "back-print": { x: 110, y: 104, w: 180 },
    collar: { x: 128, y: 46, w: 144 },
    pocket: { x: 180, y: 108, w: 124 },
    hem: { x: 196, y: 290, w: 150 },
    fabric: { x: 140, y: 170, w: 120 },
  },
  left: 34,
  right: 366,
  folds: [
    { d: both("M300 182 C284 230 270 280 266 340"), width: 12, tone: "dark", opacity: 0.15 },
    { d: both("M288 186 C276 226 266 262 262 300"), width: 8, tone: "light", opacity: 0.1 },
    {
      d: "M140 372 C166 364 190 368 214 376 C238 384 262 376 282 368",
      width: 12,
      tone: "dark",
      opacity: 0.1,
    },
    { d: both("M306 112 C322 132 338 154 350 178"), width: 9, tone: "dark", opacity: 0.14 },
    { d: both("M196 260 C200 310 196 350 200 400"), width: 26, tone: "light", opacity: 0.05 },
  ],
};

const OVERSIZED: TeeCut = {
  neck: 40,
  neckY: 72,
  depth: 110,
  back: 82,
  half: () => [
    [
      [264, 78],
      [292, 86],
      [320, 94],
    ],
    [
      [342, 130],
      [364, 172],
      [384, 214],
    ],
    [[340, 238]],
    [
      [332, 222],
      [326, 210],
      [320, 200],
    ],
    [
      [321, 280],
      [320, 360],
      [322, 422],
    ],
    [
      [280, 427],
      [240, 428],
      [200, 428],
    ],
  ],
  armSeam: "M320 94 C326 130 324 170 320 200",
  sleeveHem: "M378 218 L343 240",
  hemY: 428,
  side: 322,
  collar: 10,
  print: {
    centre: { x: 200, y: 226, w: 160 },
    "left-chest": { x: 254, y: 150, w: 44 },
    neck: { x: 200, y: 110, w: 84 },
  },
  focus: {
    "front-print": { x: 104, y: 110, w: 192 },
    "back-print": { x: 96, y: 104, w: 208 },
    collar: { x: 124, y: 42, w: 152 },
    fabric: { x: 130, y: 170, w: 140 },
    hem: { x: 190, y: 300, w: 160 },
  },
  left: 16,
  right: 384,
  folds: [
    { d: both("M318 210 C300 260 288 320 284 400"), width: 14, tone: "dark", opacity: 0.14 },
    { d: both("M304 206 C292 250 282 300 278 350"), width: 8, tone: "light", opacity: 0.1 },
    { d: both("M326 112 C344 144 360 176 370 206"), width: 10, tone: "dark", opacity: 0.13 },
    {
      d: "M110 392 C146 382 180 386 208 396 C236 404 266 394 300 384",
      width: 14,
      tone: "dark",
      opacity: 0.1,
    },
    { d: both("M196 250 C200 310 196 360 200 416"), width: 30, tone: "light", opacity: 0.05 },
  ],
};

function teeShape(cut: TeeCut, view: "front" | "back", o: GarmentOptions): GarmentShape {
  const { look } = o;
  const curved = has(o, "curved-hem");
  const vNeck = has(o, "v-neck");
  const { neck, neckY, back } = cut;
  const L = 200 - neck;
  const R = 200 + neck;
  const top = view === "front" ? back : back - 4;
  const outline = symmetric(
    [200, top],
    [
      [
        [200 + neck * 0.5, top],
        [R - 6, neckY + 5],
        [R, neckY],
      ],
      ...cut.half(curved),
    ],
  );
  const parts: string[] = [];
  let insides = "";
  const c = cut.collar;
  const collarColour = has(o, "contrast-collar") ? shade(look.fill, look.light ? -0.5 : 0.6) : look.rib;
  if (view === "front") {
    const depth = vNeck ? cut.depth + 22 : cut.depth;
    const neckline = vNeck
      ? `M${L} ${neckY} C${L + 8} ${neckY + 18} ${190} ${depth - 14} 200 ${depth} C210 ${depth - 14} ${R - 8} ${neckY + 18} ${R} ${neckY}`
      : `M${L} ${neckY} C${L + 6} ${neckY + 26} ${186} ${depth} 200 ${depth} C214 ${depth} ${R - 6} ${neckY + 26} ${R} ${neckY}`;
    const lower = vNeck
      ? `M${R + c} ${neckY + 2} C${R - 2} ${neckY + 24} ${212} ${depth} 200 ${depth + c + 6} C188 ${depth} ${L + 2} ${neckY + 24} ${L - c} ${neckY + 2}`
      : `M${R + c} ${neckY + 2} C${R + c - 6} ${neckY + 32} ${216} ${depth + c} 200 ${depth + c} C184 ${depth + c} ${L - c + 6} ${neckY + 32} ${L - c} ${neckY + 2}`;
    // the inside of the back neck, seen through the neckline, with its own rib band
    insides = [
      `<path d="${neckline} C${R - 6} ${neckY + 5} ${200 + neck * 0.5} ${top} 200 ${top} C${200 - neck * 0.5} ${top} ${L + 6} ${neckY + 5} ${L} ${neckY} Z" fill="${look.inside}"/>`,
      `<path d="M${L + 2} ${neckY + 1} C${L + 8} ${neckY + 6} ${200 - neck * 0.5} ${top} 200 ${top} C${200 + neck * 0.5} ${top} ${R - 8} ${neckY + 6} ${R - 2} ${neckY + 1}" fill="none" stroke="${shade(look.inside, look.light ? 0.25 : 0.2)}" stroke-width="${c - 1}" opacity="0.8"/>`,
    ].join("");
    if (has(o, "neck-tape"))
      insides += `<path d="M${200 - neck * 0.6} ${top + 3} C190 ${top + 5} 210 ${top + 5} ${200 + neck * 0.6} ${top + 3}" stroke="${shade(look.fill, -0.35)}" stroke-width="3.4" fill="none"/>`;
    parts.push(
      ribbing(
        "teecollar",
        `${neckline} ${lower.replace(/^M/, "L")} Z`,
        { ...look, rib: collarColour },
        L - 20,
        R + 20,
        2.6,
      ),
    );
    if (vNeck) parts.push(line(`M200 ${depth} L200 ${depth + c + 6}`, shade(collarColour, -0.3), 1.2));
    parts.push(
      stitch(
        lower.replace(/(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g, (_, x, y) => `${x} ${Number(y) + 3}`),
        look.thread,
        1.1,
      ),
    );
  } else {
    const edge = `M${L} ${neckY} C${L + 6} ${neckY + 5} ${200 - neck * 0.5} ${top} 200 ${top} C${200 + neck * 0.5} ${top} ${R - 6} ${neckY + 5} ${R} ${neckY}`;
    const lower = `M${R + c} ${neckY + 2} C${R - 4} ${neckY + 10} ${200 + neck * 0.6} ${top + c} 200 ${top + c} C${200 - neck * 0.6} ${top + c} ${L + 4} ${neckY + 10} ${L - c} ${neckY + 2}`;
    parts.push(
      ribbing(
        "teecollar",
        `${edge} ${lower.replace(/^M/, "L")} Z`,
        { ...look, rib: collarColour },
        L - 20,
        R + 20,
        2.6,
      ),
    );
    parts.push(
      stitch(
        lower.replace(/(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g, (_, x, y) => `${x} ${Number(y) + 3}`),
        look.thread,
        1.1,
      ),
    );
    if (has(o, "neck-tape"))
      parts.push(
        `<path d="M${L + 6} ${neckY + 8} C${200 - neck * 0.5} ${top + c + 6} ${200 + neck * 0.5} ${top + c + 6} ${R - 6} ${neckY + 8}" stroke="${shade(look.fill, look.light ? -0.3 : 0.25)}" stroke-width="3" fill="none"/>`,
      );
  }
  parts.push(line(both(cut.armSeam), look.seam, 1.2, 0.8));
  parts.push(stitch(both(cut.sleeveHem), look.thread));
  const s = cut.side;
  parts.push(
    stitch(
      curved
        ? `M${400 - s + 1} 396 C${400 - s + 6} 412 150 422 200 422 C250 422 ${s - 6} 412 ${s - 1} 396`
        : `M${400 - s + 3} ${cut.hemY - 9} C160 ${cut.hemY - 6} 240 ${cut.hemY - 6} ${s - 3} ${cut.hemY - 9}`,
      look.thread,
    ),
  );
  if (curved) parts.push(line(both(`M${s} 392 L${s - 1} 404`), look.seam, 1.2));
  if (has(o, "hem-tab") && view === "front")
    parts.push(
      `<rect x="270" y="${cut.hemY - 22}" width="12" height="16" rx="1.5" fill="${look.light ? "#2b2b33" : "#e9e3d3"}"/><text x="276" y="${cut.hemY - 11}" font-family="DejaVu Sans" font-weight="bold" font-size="7" fill="${look.light ? "#e9e3d3" : "#2b2b33"}" text-anchor="middle">R</text>`,
    );
  if (has(o, "chest-pocket") && view === "front") {
    const pocket = "M222 140 L264 140 L264 180 Q264 188 256 188 L230 188 Q222 188 222 180 Z";
    parts.push(
      `<path d="M224 190 L262 190" stroke="#000" stroke-opacity="0.14" stroke-width="3"/>`,
      `<path d="${pocket}" fill="${look.fill}" stroke="${look.seam}" stroke-width="1"/>`,
      stitch("M225 144 L261 144", look.thread, 1.1),
      stitch("M225 140 L225 180 Q225 185 231 185 L255 185 Q261 185 261 180 L261 140", look.thread, 1.1),
    );
  }
  return {
    outline,
    insides,
    details: parts.join(""),
    folds: cut.folds,
    print: cut.print,
    focus: cut.focus,
    left: cut.left,
    right: cut.right,
  };
}

// ---------------------------------------------------------------------------------------------------
// Hoodie

function hoodie(view: "front" | "back", o: GarmentOptions): GarmentShape {
  const { look } = o;
  const outline = symmetric(
    [200, view === "front" ? 30 : 40],
    [
      view === "front"
        ? [
            [240, 30],
            [266, 60],
            [264, 104],
          ]
        : [
            [238, 40],
            [264, 66],
            [262, 108],
          ],
      [
        [282, 110],
        [300, 114],
        [316, 120],
      ],
      [
        [340, 160],
        [354, 250],
        [360, 350],
      ],
      [[362, 392]],
      [[362, 422]],
      [[326, 425]],
      [[326, 394]],
      [
        [322, 330],
        [316, 250],
        [306, 204],
      ],
      [
        [308, 280],
        [310, 360],
        [308, 410],
      ],
      [[308, 440]],
      [
        [270, 443],
        [236, 444],
        [200, 444],
      ],
    ],
  );
  const parts: string[] = [];
  let insides = "";
  parts.push(
    ribbing("hhem", "M92 410 C160 414 240 414 308 410 L308 440 C240 444 160 444 92 440 Z", look, 88, 312),
  );
  parts.push(ribbing("hcuffR", "M326 394 L362 392 L362 422 L326 425 Z", look, 320, 366, 3));
  parts.push(ribbing("hcuffL", "M74 394 L38 392 L38 422 L74 425 Z", look, 34, 80, 3));
  parts.push(line(both("M316 120 C314 150 310 178 306 204"), look.seam, 1.2, 0.7));
  const sherpa = has(o, "sherpa-hood");
  if (view === "front") {
    const opening =
      "M164 114 C154 76 174 48 200 48 C226 48 246 76 236 114 C226 130 214 138 200 140 C186 138 174 130 164 114 Z";
    const lining = sherpa ? "#efe6d4" : look.inside;
    insides = `<path d="${opening}" fill="${lining}"/>`;
    if (sherpa) {
      const curls: string[] = [];
      for (let y = 52; y < 140; y += 6)
        for (let x = 158 + ((y / 6) % 2) * 3; x < 244; x += 6) curls.push(`M${x} ${y} a2.4 2.4 0 1 1 0.1 0`);
      insides += `<clipPath id="hoodin"><path d="${opening}"/></clipPath><path d="${curls.join(" ")}" fill="none" stroke="#d3c5aa" stroke-width="1.4" clip-path="url(#hoodin)"/>`;
    } else {
      insides += `<path d="M174 106 C170 78 184 60 200 60 C216 60 230 78 226 106 C218 120 210 126 200 128 C190 126 182 120 174 106 Z" fill="${shade(look.inside, look.light ? -0.15 : -0.3)}" opacity="0.7"/>`;
    }
    insides += `<path d="M172 120 C180 108 220 108 228 120" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="8" filter="url(#soft)"/>`;
    parts.push(
      `<path d="M164 114 C154 76 174 48 200 48 C226 48 246 76 236 114" fill="none" stroke="${sherpa ? "#e4d8c0" : look.rib}" stroke-width="9"/>`,
      stitch("M158 110 C148 70 170 40 200 40 C230 40 252 70 242 110", look.thread, 1.1),
      // where the hood's two sides cross at the neck
      `<path d="M164 114 C178 134 198 146 218 146 L236 114 C226 130 212 140 200 140 Z" fill="${look.fill}"/>`,
      line("M164 114 C178 134 198 146 218 146", look.seam, 1.3),
    );
    const cord = look.light ? shade(look.fill, -0.5) : "#e8e2d4";
    parts.push(
      `<circle cx="188" cy="142" r="3" fill="${shade(look.fill, -0.4)}"/><circle cx="212" cy="142" r="3" fill="${shade(look.fill, -0.4)}"/>`,
      `<path d="M188 142 C186 162 190 176 185 192 M212 142 C214 162 211 184 217 200" fill="none" stroke="${cord}" stroke-width="4" stroke-linecap="round"/>`,
      `<rect x="182" y="190" width="6" height="13" rx="2" fill="#b9b9bd"/><rect x="214" y="198" width="6" height="13" rx="2" fill="#b9b9bd"/>`,
    );
    if (has(o, "kangaroo-pocket")) {
      const pocket = "M134 324 L266 324 L286 408 L114 408 Z";
      parts.push(
        `<path d="M116 410 L284 410" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>`,
        `<path d="${pocket}" fill="${look.fill}" stroke="${look.seam}" stroke-width="1.2"/>`,
        `<path d="M134 324 L114 408 M266 324 L286 408" stroke="${look.rib}" stroke-width="7"/>`,
        stitch("M138 329 L262 329", look.thread, 1.1),
      );
    }
  } else {
    parts.push(
      `<path d="M150 118 C146 72 170 46 200 46 C230 46 254 72 250 118 C244 168 228 200 200 208 C172 200 156 168 150 118 Z" fill="${look.fill}" stroke="${look.seam}" stroke-width="1.3"/>`,
      stitch("M200 50 L200 204", look.thread, 1.1),
      `<path d="M156 134 C164 178 180 202 200 210 C220 202 236 178 244 134" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="7" filter="url(#soft)"/>`,
    );
  }
  const folds: Fold[] = [
    { d: both("M304 214 C292 256 282 296 278 336"), width: 12, tone: "dark", opacity: 0.16 },
    { d: both("M336 176 C346 226 350 286 352 364"), width: 9, tone: "light", opacity: 0.1 },
    { d: both("M330 252 C340 260 350 264 358 264"), width: 6, tone: "dark", opacity: 0.2 },
    { d: both("M328 302 C340 308 350 312 360 312"), width: 6, tone: "dark", opacity: 0.2 },
    { d: both("M327 352 C338 358 350 358 361 356"), width: 5, tone: "dark", opacity: 0.2 },
    {
      d: "M112 398 C146 390 176 394 204 402 C232 410 262 400 292 392",
      width: 10,
      tone: "dark",
      opacity: 0.1,
    },
    { d: both("M196 160 C200 230 196 300 200 400"), width: 28, tone: "light", opacity: 0.05 },
  ];
  return {
    outline,
    insides,
    details: parts.join(""),
    folds,
    print: {
      centre: view === "front" ? { x: 200, y: 252, w: 120 } : { x: 200, y: 300, w: 156 },
      "left-chest": { x: 250, y: 190, w: 42 },
      neck: { x: 200, y: 230, w: 80 },
    },
    focus: {
      "front-print": { x: 116, y: 168, w: 168 },
      "back-print": { x: 100, y: 196, w: 200 },
      collar: { x: 126, y: 22, w: 148 },
      pocket: { x: 110, y: 300, w: 180 },
      cuff: { x: 270, y: 310, w: 120 },
    },
    left: 38,
    right: 362,
  };
}

// ---------------------------------------------------------------------------------------------------
// Shacket

function shacket(view: "front" | "back", o: GarmentOptions): GarmentShape {
  const { look } = o;
  const outline = symmetric(
    [200, 62],
    [
      [
        [222, 62],
        [238, 64],
        [246, 70],
      ],
      [
        [268, 78],
        [294, 86],
        [310, 92],
      ],
      [
        [334, 140],
        [348, 260],
        [354, 384],
      ],
      [[356, 420]],
      [[320, 423]],
      [[319, 392]],
      [
        [316, 300],
        [308, 230],
        [300, 188],
      ],
      [
        [302, 290],
        [302, 380],
        [304, 440],
      ],
      [
        [266, 442],
        [232, 443],
        [200, 443],
      ],
    ],
  );
  const parts: string[] = [];
  let insides = "";
  const stitchColour = has(o, "contrast-stitch") ? "#d39a45" : look.thread;
  const buttonFill = has(o, "tonal-buttons")
    ? shade(look.fill, look.light ? -0.2 : 0.14)
    : look.light
      ? "#3b342c"
      : "#e8e0cf";
  const button = (x: number, y: number, r = 5) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${buttonFill}" stroke="${shade(buttonFill, -0.35)}" stroke-width="1"/><circle cx="${x - r * 0.28}" cy="${y - r * 0.24}" r="${r * 0.18}" fill="${shade(buttonFill, -0.45)}"/><circle cx="${x + r * 0.28}" cy="${y + r * 0.24}" r="${r * 0.18}" fill="${shade(buttonFill, -0.45)}"/>`;
  // cuffs
  parts.push(
    `<path d="${both("M319 393 L355 390 L356 420 L320 423 Z")}" fill="${look.fill}" stroke="${look.seam}" stroke-width="1.2"/>`,
    stitch(both("M321 397 L352 394 M321 418 L352 415"), stitchColour, 1.1),
    button(344, 406, 3.4),
    button(56, 406, 3.4),
  );
  parts.push(line(both("M310 92 C306 128 302 158 300 188"), look.seam, 1.2, 0.8));
  parts.push(stitch(both("M306 96 C302 130 298 160 296 188"), stitchColour, 1.1));
  parts.push(stitch("M98 434 C160 436 240 436 302 434", stitchColour));
  if (view === "front") {
    insides = `<path d="M176 68 L200 104 L224 68 C216 64 184 64 176 68 Z" fill="${look.inside}"/>`;
    const collarFill = shade(look.fill, look.light ? -0.03 : 0.05);
    parts.push(
      `<path d="M192 104 L192 443 L208 443 L208 104 Z" fill="${look.fill}" stroke="${look.seam}" stroke-width="1"/>`,
      stitch("M195 108 L195 440 M205 108 L205 440", stitchColour, 1),
      `<path d="M172 130 L200 106 L228 130" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="6" filter="url(#soft)"/>`,
      `<path d="M200 104 L172 64 L152 74 L168 130 Z" fill="${collarFill}" stroke="${look.seam}" stroke-width="1.3" stroke-linejoin="round"/>`,
      `<path d="M200 104 L228 64 L248 74 L232 130 Z" fill="${collarFill}" stroke="${look.seam}" stroke-width="1.3" stroke-linejoin="round"/>`,
      stitch("M195 106 L172 70 L157 77 L170 124", stitchColour, 1),
      stitch("M205 106 L228 70 L243 77 L230 124", stitchColour, 1),
    );
    for (const y of [124, 180, 236, 292, 348, 404]) parts.push(button(200, y));
    const pocket = (x: number, y: number, w: number, h: number) => {
      const d = `M${x} ${y} L${x + w} ${y} L${x + w} ${y + h - 4} Q${x + w} ${y + h} ${x + w - 4} ${y + h} L${x + 4} ${y + h} Q${x} ${y + h} ${x} ${y + h - 4} Z`;
      const flap = `M${x - 2} ${y - 4} L${x + w + 2} ${y - 4} L${x + w + 2} ${y + 14} L${x + w / 2} ${y + 22} L${x - 2} ${y + 14} Z`;
      return [
        `<path d="M${x + 2} ${y + h + 2} L${x + w - 2} ${y + h + 2}" stroke="#000" stroke-opacity="0.16" stroke-width="3"/>`,
        `<path d="${d}" fill="${look.fill}" stroke="${look.seam}" stroke-width="1.2"/>`,
        stitch(
          `M${x + 3} ${y} L${x + 3} ${y + h - 4} Q${x + 3} ${y + h - 3} ${x + 6} ${y + h - 3} L${x + w - 6} ${y + h - 3} Q${x + w - 3} ${y + h - 3} ${x + w - 3} ${y + h - 4} L${x + w - 3} ${y}`,
          stitchColour,
          1,
        ),
        `<path d="M${x} ${y + 17} L${x + w / 2} ${y + 26} L${x + w} ${y + 17}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="4" filter="url(#soft)"/>`,
        `<path d="${flap}" fill="${shade(look.fill, look.light ? 0.04 : 0.06)}" stroke="${look.seam}" stroke-width="1.2" stroke-linejoin="round"/>`,
        stitch(
          `M${x + 1} ${y} L${x + w - 1} ${y} L${x + w - 1} ${y + 12} L${x + w / 2} ${y + 19} L${x + 1} ${y + 12} Z`,
          stitchColour,
          1,
        ),
        button(x + w / 2, y + 14, 3.6),
      ].join("");
    };
    if (has(o, "four-pockets")) {
      parts.push(pocket(124, 160, 54, 58), pocket(222, 160, 54, 58));
      parts.push(pocket(116, 316, 64, 76), pocket(220, 316, 64, 76));
    } else if (has(o, "flap-pockets")) {
      parts.push(pocket(126, 164, 52, 58), pocket(222, 164, 52, 58));
    }
    if (has(o, "epaulettes"))
      parts.push(
        `<path d="${both("M250 72 L306 92 L302 102 L248 82 Z")}" fill="${look.fill}" stroke="${look.seam}" stroke-width="1.2"/>`,
        button(258, 80, 3),
        button(142, 80, 3),
      );
  } else {
    parts.push(
      `<path d="M154 66 C170 78 230 78 246 66 L246 76 C230 88 170 88 154 76 Z" fill="${shade(look.fill, look.light ? -0.04 : 0.05)}" stroke="${look.seam}" stroke-width="1.2"/>`,
      line("M104 138 C160 146 240 146 296 138", look.seam, 1.3),
      stitch("M104 143 C160 151 240 151 296 143", stitchColour, 1),
      line("M190 146 L188 210 M210 146 L212 210", look.seam, 1.1, 0.7),
    );
    if (has(o, "back-belt"))
      parts.push(
        `<path d="M102 318 L298 318 L298 340 L102 340 Z" fill="${look.fill}" stroke="${look.seam}" stroke-width="1.2"/>`,
        stitch("M104 322 L296 322 M104 336 L296 336", stitchColour, 1),
        button(112, 329, 3.6),
        button(288, 329, 3.6),
      );
  }
  const folds: Fold[] = [
    { d: both("M298 200 C290 250 284 300 282 360"), width: 12, tone: "dark", opacity: 0.14 },
    { d: both("M330 176 C338 236 342 306 346 376"), width: 9, tone: "light", opacity: 0.1 },
    { d: both("M320 246 C332 252 342 256 350 256"), width: 6, tone: "dark", opacity: 0.18 },
    { d: both("M318 304 C330 310 342 314 352 314"), width: 6, tone: "dark", opacity: 0.18 },
    { d: both("M319 358 C330 362 342 364 354 362"), width: 5, tone: "dark", opacity: 0.18 },
    { d: both("M150 250 C154 320 150 380 156 436"), width: 18, tone: "light", opacity: 0.05 },
  ];
  return {
    outline,
    insides,
    details: parts.join(""),
    folds,
    print: { centre: { x: 200, y: 250, w: 130 } },
    focus: {
      collar: { x: 120, y: 44, w: 160 },
      pocket: { x: 192, y: 128, w: 124 },
      fabric: { x: 206, y: 236, w: 92 },
      cuff: { x: 270, y: 330, w: 110 },
    },
    left: 44,
    right: 356,
  };
}

// ---------------------------------------------------------------------------------------------------
// Bottoms

function joggers(view: "front" | "back", o: GarmentOptions): GarmentShape {
  const { look } = o;
  const outline = symmetric(
    [200, 46],
    [
      [[282, 46]],
      [[284, 80]],
      [
        [298, 160],
        [302, 270],
        [286, 404],
      ],
      [[281, 452]],
      [[229, 452]],
      [[226, 406]],
      [
        [220, 320],
        [214, 240],
        [200, 190],
      ],
    ],
  );
  const parts: string[] = [];
  parts.push(ribbing("jwb", "M118 46 L282 46 L284 80 L116 80 Z", look, 112, 290, 3.4));
  parts.push(stitch("M117 76 L283 76", look.thread, 1.1));
  parts.push(ribbing("jcR", "M226 412 L286 410 L281 452 L229 452 Z", look, 224, 290, 3));
  parts.push(ribbing("jcL", "M174 412 L114 410 L119 452 L171 452 Z", look, 110, 178, 3));
  if (view === "front") {
    const cord = look.light ? shade(look.fill, -0.55) : "#ece6d8";
    parts.push(
      `<circle cx="192" cy="66" r="2.6" fill="${shade(look.fill, -0.4)}"/><circle cx="208" cy="66" r="2.6" fill="${shade(look.fill, -0.4)}"/>`,
      `<path d="M192 66 C190 90 186 110 182 126 M208 66 C212 94 214 110 220 130" fill="none" stroke="${cord}" stroke-width="3.5" stroke-linecap="round"/>`,
      `<rect x="179" y="124" width="5" height="11" rx="2" fill="#b7b7bb"/><rect x="218" y="128" width="5" height="11" rx="2" fill="#b7b7bb"/>`,
      line(both("M270 82 C262 110 258 132 262 150"), look.seam, 1.4),
      line("M200 82 L200 190", look.seam, 1.1, 0.6),
    );
    if (has(o, "zip-pockets"))
      parts.push(
        line(both("M266 88 C258 112 254 132 258 150"), "#2a2a2e", 2.4),
        `<rect x="262" y="86" width="5" height="9" rx="1" fill="#c7c7cb"/><rect x="133" y="86" width="5" height="9" rx="1" fill="#c7c7cb"/>`,
      );
  } else {
    parts.push(line("M200 80 L200 190", look.seam, 1.2, 0.7));
    parts.push(
      `<path d="M226 108 L264 106 L264 112 L226 114 Z" fill="${shade(look.fill, -0.25)}"/>`,
      stitch("M224 104 L266 102 L266 116 L224 118 Z", look.thread, 1),
    );
  }
  if (has(o, "cargo-pockets")) {
    // bellows pockets on the outer thighs, under snap flaps
    parts.push(
      `<path d="${both("M258 289 L290 289")}" stroke="#000" stroke-opacity="0.16" stroke-width="3"/>`,
      `<path d="${both("M256 206 L292 204 L292 280 Q292 286 286 286 L262 286 Q256 286 256 280 Z")}" fill="${look.fill}" stroke="${look.seam}" stroke-width="1.2"/>`,
      stitch(both("M259 216 L259 280 Q259 283 262 283 L286 283 Q289 283 289 280 L289 216"), look.thread, 1),
      `<path d="${both("M254 212 L294 210")}" stroke="#000" stroke-opacity="0.16" stroke-width="4"/>`,
      `<path d="${both("M252 192 L296 190 L296 210 L252 212 Z")}" fill="${shade(look.fill, look.light ? 0.04 : 0.06)}" stroke="${look.seam}" stroke-width="1.2"/>`,
      stitch(both("M255 195 L293 193 L293 207 L255 209 Z"), look.thread, 1),
      `<circle cx="274" cy="201" r="3" fill="${shade(look.fill, -0.35)}"/><circle cx="126" cy="201" r="3" fill="${shade(look.fill, -0.35)}"/>`,
    );
  }
  if (has(o, "side-stripes")) {
    parts.push(
      `<path d="M281 84 C294 160 297 270 281 410 L274 410 C290 270 287 160 275 84 Z M119 84 C106 160 103 270 119 410 L126 410 C110 270 113 160 125 84 Z" fill="#f1ece0"/>`,
      `<path d="M276 84 C289 160 292 270 277 410 M124 84 C111 160 108 270 123 410" fill="none" stroke="${look.fill}" stroke-width="1.4"/>`,
    );
  }
  const folds: Fold[] = [
    { d: both("M212 200 C230 210 252 214 276 214"), width: 8, tone: "dark", opacity: 0.16 },
    { d: both("M226 300 C240 306 258 308 280 304"), width: 7, tone: "dark", opacity: 0.16 },
    { d: both("M232 360 C244 368 262 372 282 366"), width: 6, tone: "dark", opacity: 0.18 },
    { d: both("M232 392 C246 400 266 400 284 394"), width: 6, tone: "dark", opacity: 0.2 },
    { d: both("M246 230 C256 280 262 330 258 390"), width: 10, tone: "light", opacity: 0.14 },
  ];
  return {
    outline,
    insides: "",
    details: parts.join(""),
    folds,
    print: { centre: { x: 260, y: 150, w: 40 } },
    focus: {
      waistband: { x: 130, y: 24, w: 140 },
      cuff: { x: 200, y: 320, w: 120 },
      pocket: { x: 214, y: 150, w: 120 },
      fabric: { x: 210, y: 200, w: 110 },
    },
    left: 98,
    right: 302,
  };
}

function jeans(view: "front" | "back", o: GarmentOptions): GarmentShape {
  const { look } = o;
  const slim = has(o, "slim-leg");
  const relaxed = has(o, "relaxed-leg");
  const hemOut = slim ? 278 : relaxed ? 300 : 292;
  const hemIn = slim ? 232 : relaxed ? 212 : 222;
  const thigh = relaxed ? 302 : slim ? 292 : 297;
  const outline = symmetric(
    [200, 52],
    [
      [[284, 52]],
      [[286, 80]],
      [
        [thigh, 150],
        [thigh, 300],
        [hemOut, 460],
      ],
      [[hemIn, 460]],
      [
        [hemIn - 4, 330],
        [214, 236],
        [200, 188],
      ],
    ],
  );
  const thread = has(o, "contrast-stitch") ? "#e0b04a" : "#c98b3a";
  const parts: string[] = [];
  parts.push(
    `<path d="M116 52 L284 52 L286 80 L114 80 Z" fill="${shade(look.fill, -0.04)}" stroke="${look.seam}" stroke-width="1.2"/>`,
    stitch("M117 56 L283 56 M116 76 L284 76", thread, 1.2),
    stitch(
      `M${400 - hemOut + 2} 450 L${400 - hemIn - 2} 450 M${hemIn + 2} 450 L${hemOut - 2} 450`,
      thread,
      1.2,
    ),
  );
  // belt loops
  for (const x of [126, 168, 232, 274]) {
    parts.push(
      `<rect x="${x - 4}" y="48" width="8" height="36" rx="1.5" fill="${shade(look.fill, 0.04)}" stroke="${look.seam}" stroke-width="1"/>`,
      stitch(`M${x - 1.5} 50 L${x - 1.5} 82 M${x + 1.5} 50 L${x + 1.5} 82`, thread, 0.8, "2 2"),
    );
  }
  if (view === "front") {
    parts.push(
      `<circle cx="200" cy="66" r="6" fill="#b8923a" stroke="#7a5b1c" stroke-width="1.2"/><circle cx="200" cy="66" r="2.4" fill="#7a5b1c"/>`,
      // fly and its J stitch
      line("M200 80 L200 176", look.seam, 1.3),
      stitch("M186 82 L186 156 Q186 174 200 180", thread, 1.2),
      // scooped front pockets, the coin pocket, rivets
      line(both("M282 84 C260 90 246 108 244 130"), look.seam, 1.5),
      stitch(both("M278 84 C258 92 244 110 240 134"), thread, 1.1),
      `<path d="M264 88 L280 86 L280 108 L262 110 Z" fill="none" stroke="${look.seam}" stroke-width="1"/>`,
      stitch("M265 90 L278 89", thread, 0.9),
      `<circle cx="245" cy="129" r="2.4" fill="#c4a24b"/><circle cx="155" cy="129" r="2.4" fill="#c4a24b"/><circle cx="281" cy="86" r="2" fill="#c4a24b"/><circle cx="119" cy="86" r="2" fill="#c4a24b"/>`,
      line(both(`M${thigh - 1} 150 C${thigh - 1} 300 ${hemOut - 1} 380 ${hemOut} 460`), look.seam, 1, 0.5),
    );
  } else {
    parts.push(
      // yoke, centre seam, patch pockets with arcuate stitching, the leather patch
      line("M114 112 L200 126 L286 112", look.seam, 1.4),
      stitch("M114 117 L200 131 L286 117", thread, 1.1),
      line("M200 80 L200 188", look.seam, 1.3),
      stitch("M203 84 L203 186", thread, 1.1),
    );
    for (const side of [1, -1]) {
      const x = (v: number) => (side > 0 ? v : 400 - v);
      const pocket = `M${x(218)} 136 L${x(272)} 130 L${x(274)} 188 L${x(247)} 204 L${x(220)} 190 Z`;
      parts.push(
        `<path d="${pocket}" fill="${shade(look.fill, 0.03)}" stroke="${look.seam}" stroke-width="1.3" stroke-linejoin="round"/>`,
        stitch(`M${x(222)} 140 L${x(268)} 135 L${x(270)} 185 L${x(247)} 199 L${x(224)} 187 Z`, thread, 1.1),
        stitch(`M${x(224)} 158 Q${x(236)} 170 ${x(246)} 160 Q${x(258)} 170 ${x(268)} 156`, thread, 1.1),
        `<path d="M${x(222)} 192 L${x(247)} 206 L${x(272)} 190" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="3"/>`,
      );
    }
    parts.push(
      `<rect x="226" y="58" width="40" height="18" rx="2" fill="#a27a4e" stroke="#6f4f2c" stroke-width="1"/><text x="246" y="71" font-family="DejaVu Sans" font-weight="bold" font-size="8" fill="#4a3118" text-anchor="middle">RANGREZ</text>`,
    );
  }
  const folds: Fold[] = [
    { d: both("M290 330 C270 336 250 338 232 332"), width: 6, tone: "dark", opacity: 0.2 },
    { d: both("M288 380 C270 386 254 388 234 382"), width: 6, tone: "dark", opacity: 0.2 },
    { d: both("M290 420 C272 428 252 428 230 420"), width: 6, tone: "dark", opacity: 0.2 },
    { d: both("M256 150 C262 220 264 300 258 420"), width: 18, tone: "light", opacity: 0.12 },
  ];
  if (view === "front" && has(o, "whiskers")) {
    for (let i = 0; i < 5; i++) {
      const y = 150 + i * 9;
      folds.push({
        d: both(`M${214 + i * 2} ${y + 6} C${228 + i * 3} ${y - 4} ${246 + i * 3} ${y - 6} ${262} ${y - 10}`),
        width: 3,
        tone: "light",
        opacity: 0.35,
      });
    }
  }
  return {
    outline,
    insides: "",
    details: parts.join(""),
    folds,
    print: {},
    focus: {
      waistband: { x: 140, y: 30, w: 120 },
      "back-pocket": { x: 196, y: 96, w: 108 },
      fabric: { x: 220, y: 220, w: 100 },
      cuff: { x: 200, y: 360, w: 120 },
    },
    left: 400 - thigh,
    right: thigh,
  };
}

export function garmentShape(
  garment: Garment,
  view: "front" | "back",
  options: GarmentOptions,
): GarmentShape {
  switch (garment) {
    case "tshirt":
      return teeShape(REGULAR, view, options);
    case "oversize-tshirt":
      return teeShape(OVERSIZED, view, options);
    case "hoodie":
      return hoodie(view, options);
    case "shacket":
      return shacket(view, options);
    case "joggers":
      return joggers(view, options);
    case "jeans":
      return jeans(view, options);
  }
}
