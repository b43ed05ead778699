// A product shot: the garment of a product in one colour, with its fabric, its print(s), shading and
// folds, on a studio backdrop; the front, the back or a close-up (the same drawing, cropped). 4:5.
import type { Garment, ProductView } from "../fixtures/media";
import {
  type Fabric,
  PRODUCT_ART,
  type PlacedPrint,
  type ProductArt,
  type ProductSlug,
} from "../fixtures/productArt";
import { seededRandom } from "../fixtures/ids";
import { type Crop, type GarmentShape, garmentShape, type Look, lookOf } from "./garments";
import { printSvg } from "./prints";
import { shade } from "./svg";

const f = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** The variant swatches are a touch bright for denim: rinse and light-wash denim are drawn deeper and then
 * faded where a pair of jeans wears (fabricLayer). */
function fabricColour(fabric: Fabric | undefined, hex: string): string {
  return fabric === "denim-rinse" || fabric === "denim-light" ? shade(hex, -0.12) : hex;
}

function fabricLayer(fabric: Fabric | undefined, look: Look, garment: Garment, key: string, view: string) {
  const defs: string[] = [];
  const body: string[] = [];
  const random = seededRandom(`${key}:${view}`);
  switch (fabric) {
    case "slub": {
      const lines: string[] = [];
      for (let y = 40; y < 480; y += 3 + random() * 5) {
        const x = 40 + random() * 240;
        lines.push(`M${f(x)} ${f(y)} h${f(20 + random() * 70)}`);
      }
      body.push(
        `<path d="${lines.join(" ")}" stroke="${shade(look.fill, look.light ? -0.08 : 0.12)}" stroke-width="1.4" opacity="0.55"/>`,
      );
      break;
    }
    case "tonal-stripes": {
      const rows: string[] = [];
      let y = 30;
      let i = 0;
      while (y < 480) {
        const h = [10, 4, 10, 2][i % 4];
        if (i % 2 === 0) rows.push(`M0 ${f(y)} h400 v${h} h-400 Z`);
        y += h + [6, 3][i % 2];
        i++;
      }
      body.push(
        `<path d="${rows.join(" ")}" fill="${shade(look.fill, look.light ? -0.09 : 0.12)}" opacity="0.85"/>`,
      );
      break;
    }
    case "tiger-stripes": {
      const ink = shade(look.fill, -0.82);
      body.push(`<path d="${tigerStripes(random)}" fill="${ink}" opacity="0.9"/>`);
      break;
    }
    case "acid-wash":
      defs.push(
        `<filter id="acid" x="0" y="0" width="1" height="1"><feTurbulence type="turbulence" baseFrequency="0.015 0.035" numOctaves="4" seed="${key.length}"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -2.2 1.05"/></filter>`,
      );
      body.push(
        `<rect x="0" y="0" width="400" height="500" filter="url(#acid)" opacity="${look.light ? 0.55 : 0.6}"/>`,
      );
      break;
    case "dip-dye": {
      const to = look.light ? "#f29a6b" : "#e0642e";
      defs.push(
        `<linearGradient id="dip" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="${to}" stop-opacity="0"/><stop offset="0.72" stop-color="${to}" stop-opacity="0.55"/><stop offset="1" stop-color="${shade(to, -0.15)}" stop-opacity="0.9"/></linearGradient>`,
      );
      body.push(`<rect x="0" y="0" width="400" height="500" fill="url(#dip)"/>`);
      break;
    }
    case "fleece":
      body.push(
        `<rect width="400" height="500" fill="${shade(look.fill, look.light ? -0.03 : 0.05)}" opacity="0.6"/>`,
      );
      break;
    case "twill":
    case "denim-rinse":
    case "denim-mid":
    case "denim-light": {
      const denim = fabric !== "twill";
      const step = denim ? 3.2 : 2.6;
      defs.push(
        `<pattern id="twill" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)"><rect width="${step}" height="${step / 2}" fill="${denim ? "#ffffff" : shade(look.fill, look.light ? -0.2 : 0.2)}" opacity="${denim ? 0.1 : 0.12}"/></pattern>`,
      );
      body.push(`<rect width="400" height="500" fill="url(#twill)"/>`);
      if (denim) {
        const fade = fabric === "denim-light" ? 0.5 : fabric === "denim-mid" ? 0.32 : 0.18;
        defs.push(
          `<radialGradient id="fade" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="${fade}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
        );
        const spots =
          garment !== "jeans"
            ? [
                [150, 210, 46, 70],
                [250, 210, 46, 70],
                [200, 340, 80, 56],
              ]
            : view === "back"
              ? [
                  [150, 230, 50, 90],
                  [250, 230, 50, 90],
                  [150, 380, 34, 50],
                  [250, 380, 34, 50],
                ]
              : [
                  [152, 200, 44, 80],
                  [248, 200, 44, 80],
                  [150, 340, 30, 46],
                  [250, 340, 30, 46],
                  [200, 200, 60, 60],
                ];
        for (const [x, y, rx, ry] of spots)
          body.push(`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#fade)"/>`);
      }
      break;
    }
    case "flannel-check": {
      const dark = shade(look.fill, -0.45);
      const light = look.light ? "#ffffff" : "#f1e8d6";
      defs.push(
        `<pattern id="check" width="44" height="44" patternUnits="userSpaceOnUse" x="178" y="0"><rect width="44" height="44" fill="${look.fill}"/><rect x="0" y="0" width="18" height="44" fill="${dark}" opacity="0.5"/><rect x="0" y="0" width="44" height="18" fill="${dark}" opacity="0.5"/><rect x="27" width="2.2" height="44" fill="${light}" opacity="0.7"/><rect y="27" width="44" height="2.2" fill="${light}" opacity="0.7"/><rect x="34" width="1.2" height="44" fill="#101010" opacity="0.5"/><rect y="34" width="44" height="1.2" fill="#101010" opacity="0.5"/></pattern>`,
      );
      body.push(`<rect width="400" height="500" fill="url(#check)"/>`);
      break;
    }
    case "corduroy":
      defs.push(
        `<pattern id="wale" width="4" height="10" patternUnits="userSpaceOnUse"><rect width="1.3" height="10" fill="#000" opacity="0.16"/><rect x="2" width="1.2" height="10" fill="#fff" opacity="0.12"/></pattern>`,
      );
      body.push(`<rect width="400" height="500" fill="url(#wale)"/>`);
      break;
    default:
      break;
  }
  return { defs: defs.join(""), body: body.join("") };
}

/** A tapering stroke along a quadratic spine, its edges rippling a little: a tiger stripe or its fork. */
function taper(
  random: () => number,
  from: [number, number],
  control: [number, number],
  to: [number, number],
  width: number,
): string {
  const steps = 10;
  const left: string[] = [];
  const right: string[] = [];
  const phase = random() * 6;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * from[0] + 2 * u * t * control[0] + t * t * to[0];
    const y = u * u * from[1] + 2 * u * t * control[1] + t * t * to[1];
    const dx = 2 * u * (control[0] - from[0]) + 2 * t * (to[0] - control[0]);
    const dy = 2 * u * (control[1] - from[1]) + 2 * t * (to[1] - control[1]);
    const len = Math.hypot(dx, dy) || 1;
    const w = (width / 2) * (1 - t) ** 0.7 * (1 + 0.25 * Math.sin(phase + t * 9));
    const nx = -dy / len;
    const ny = dx / len;
    left.push(`${f(x + nx * w)} ${f(y + ny * w)}`);
    right.push(`${f(x - nx * w)} ${f(y - ny * w)}`);
  }
  return `M${left.join(" L")} L${right.reverse().join(" L")} Z`;
}

/** Tiger stripes over the whole garment: from both sides towards the middle, slanting down, some forked. */
function tigerStripes(random: () => number): string {
  const out: string[] = [];
  for (let y = 64; y < 470; y += 30 + random() * 14) {
    for (const side of [1, -1] as const) {
      const x0 = side > 0 ? 30 + random() * 30 : 370 - random() * 30;
      const yy = y + (random() - 0.5) * 12;
      const length = 60 + random() * 80;
      const drop = 8 + random() * 22;
      const to: [number, number] = [x0 + side * length, yy + drop];
      const control: [number, number] = [x0 + side * length * 0.5, yy + drop * (random() < 0.5 ? -0.4 : 1.2)];
      const width = 14 + random() * 12;
      out.push(taper(random, [x0, yy], control, to, width));
      if (random() < 0.45) {
        const t = 0.3 + random() * 0.2;
        const fx = x0 + side * length * t;
        const fy = yy + drop * t * 0.8;
        out.push(
          taper(
            random,
            [fx, fy],
            [fx + side * 20, fy + 14],
            [fx + side * (34 + random() * 24), fy + 20 + random() * 12],
            width * 0.55,
          ),
        );
      }
    }
  }
  return out.join(" ");
}

function placePrint(print: PlacedPrint, shape: GarmentShape, look: Look): string {
  const box = shape.print[print.place] ?? shape.print.centre;
  if (!box) return "";
  const s = box.w / 200;
  // a print is ink on cloth: a touch of transparency lets the fabric through
  return `<g transform="translate(${f(box.x)} ${f(box.y)}) scale(${s.toFixed(3)})" opacity="0.94">${printSvg(print, look)}</g>`;
}

/** Where the close-up looks: a small chest print fills it; else the garment's own spot for the focus. */
function detailCrop(art: ProductArt, shape: GarmentShape, side: "front" | "back"): Crop {
  const print = side === "front" ? art.front : art.back;
  if (
    (art.detail === "front-print" || art.detail === "back-print") &&
    print &&
    print.place === "left-chest"
  ) {
    const box = shape.print["left-chest"];
    if (box) {
      const w = box.w * 2.8;
      return { x: box.x - w / 2, y: box.y - w * 0.6, w };
    }
  }
  return shape.focus[art.detail] ?? shape.focus.fabric ?? { x: 100, y: 125, w: 200 };
}

export interface ShotOptions {
  product: ProductSlug;
  garment: Garment;
  /** the variant colour */
  hex: string;
  view: ProductView;
  /** output width in pixels (the height is 5/4 of it) */
  width: number;
}

export function productShotSvg({ product, garment, hex, view, width }: ShotOptions): string {
  const art: ProductArt = PRODUCT_ART[product];
  const look = lookOf(fabricColour(art.fabric, hex));
  const focus = art.detail;
  const side: "front" | "back" =
    view === "back" || (view === "detail" && (focus === "back-print" || focus === "back-pocket"))
      ? "back"
      : "front";
  const shape = garmentShape(garment, side, { trims: art.trims ?? [], look });
  const crop: Crop = view === "detail" ? detailCrop(art, shape, side) : { x: 0, y: 0, w: 400 };
  const height = Math.round(width * 1.25);
  const fabric = fabricLayer(art.fabric, look, garment, product, side);
  const print = side === "front" ? art.front : art.back;
  const prints = print ? placePrint(print, shape, look) : "";
  const bgTop = look.light ? "#e4e0da" : "#f1eee9";
  const bgBottom = look.light ? "#cfc9c0" : "#dfd9d0";
  const dark = "#000000";
  const folds = (tone: "dark" | "light") =>
    shape.folds
      .filter((fd) => fd.tone === tone)
      .map(
        (fd) =>
          `<path d="${fd.d}" fill="none" stroke="${tone === "dark" ? dark : "#ffffff"}" stroke-width="${fd.width}" stroke-linecap="round" opacity="${((fd.opacity ?? 0.15) * (tone === "light" && !look.light ? 0.55 : 1)).toFixed(3)}"/>`,
      )
      .join("");
  const darkBoost = look.light ? 1 : 1.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${f(crop.x)} ${f(crop.y)} ${f(crop.w)} ${f(crop.w * 1.25)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></radialGradient>
<clipPath id="garment"><path d="${shape.outline}"/></clipPath>
<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="softer" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
<linearGradient id="round" x1="${shape.left}" y1="0" x2="${shape.right}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#000" stop-opacity="${(0.26 * darkBoost).toFixed(2)}"/><stop offset="0.16" stop-color="#000" stop-opacity="0"/><stop offset="0.42" stop-color="#fff" stop-opacity="${look.light ? 0.1 : 0.07}"/><stop offset="0.84" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${(0.3 * darkBoost).toFixed(2)}"/></linearGradient>
<linearGradient id="fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${look.light ? 0.08 : 0.06}"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
${fabric.defs}
</defs>
<rect x="-20" y="-20" width="440" height="540" fill="url(#bg)"/>
<rect x="-20" y="-20" width="440" height="540" fill="url(#vignette)"/>
<path d="${shape.outline}" fill="#000" opacity="0.22" filter="url(#shadow)" transform="translate(3 9)"/>
<g clip-path="url(#garment)">
<path d="${shape.outline}" fill="${look.fill}"/>
${fabric.body}
${shape.insides}
${prints}
${shape.details}
<g filter="url(#softer)">${folds("dark")}</g>
<g filter="url(#soft)">${folds("light")}</g>
<rect width="400" height="500" fill="url(#round)"/>
<rect width="400" height="500" fill="url(#fall)"/>
<path d="${shape.outline}" fill="none" stroke="#000" stroke-opacity="${look.light ? 0.2 : 0.4}" stroke-width="22" filter="url(#softer)"/>
</g>
<path d="${shape.outline}" fill="none" stroke="${look.seam}" stroke-width="1.2" stroke-linejoin="round"/>
</svg>`;
}
