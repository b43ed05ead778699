// SVG drawing helpers for the mock media: garments, banners and customiser graphics.
// Everything is plain string building, so the output is deterministic.
import type { Garment, GraphicShape, View } from "../fixtures/media";

export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mix a colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const rgb = hexToRgb(hex);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return rgbToHex(rgb.map((c) => c + (target - c) * t) as [number, number, number]);
}

export function isLight(hex: string): boolean {
  const [r, g, b] = hexToRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

export interface GarmentStyle {
  fill: string;
  /** draw the print motif (product shots) or leave the garment plain (customiser blanks) */
  motif: boolean;
}

/**
 * A garment drawn in a 400 x 500 box (4:5). Returns SVG elements (no <svg> wrapper) so banners can
 * reuse it inside a transformed group.
 */
export function garmentGroup(garment: Garment, view: View, style: GarmentStyle): string {
  const fill = style.fill;
  const light = isLight(fill);
  const line = light ? shade(fill, -0.28) : shade(fill, 0.22);
  const deep = shade(fill, light ? -0.12 : -0.35);
  const ink = light ? "#22202a" : "#f3eee2";
  const accent = light ? "#c2410c" : "#f59e0b";
  const stroke = `stroke="${line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;
  const seam = `fill="none" stroke="${line}" stroke-width="2" stroke-dasharray="6 5"`;
  const parts: string[] = [];
  const motif = style.motif;

  switch (garment) {
    case "tshirt": {
      const neckDepth = view === "front" ? 108 : 84;
      parts.push(
        `<path d="M163 70 Q200 ${neckDepth} 237 70 L292 86 L352 160 L316 192 L278 166 L278 440 L122 440 L122 166 L84 192 L48 160 L108 86 Z" fill="${fill}" ${stroke}/>`,
        `<path d="M163 70 Q200 ${neckDepth} 237 70" fill="none" stroke="${deep}" stroke-width="9"/>`,
        `<path d="M84 188 L118 162 M316 188 L282 162" ${seam}/>`,
        `<path d="M126 428 L274 428" ${seam}/>`,
      );
      if (motif && view === "front") {
        parts.push(
          `<text x="200" y="215" font-family="${FONT}" font-weight="bold" font-size="25" fill="${ink}" text-anchor="middle" letter-spacing="1">RANGREZ</text>`,
          `<rect x="150" y="232" width="100" height="6" fill="${accent}"/>`,
          `<path d="M170 262 L200 300 L230 262 Z" fill="none" stroke="${ink}" stroke-width="4"/>`,
        );
      }
      if (motif && view === "back") {
        parts.push(`<circle cx="200" cy="118" r="10" fill="${accent}"/>`);
      }
      break;
    }
    case "oversize-tshirt": {
      const neckDepth = view === "front" ? 106 : 84;
      parts.push(
        `<path d="M158 66 Q200 ${neckDepth} 242 66 L312 88 L370 206 L322 228 L298 186 L298 452 L102 452 L102 186 L78 228 L30 206 L88 88 Z" fill="${fill}" ${stroke}/>`,
        `<path d="M158 66 Q200 ${neckDepth} 242 66" fill="none" stroke="${deep}" stroke-width="10"/>`,
        `<path d="M102 110 L102 186 M298 110 L298 186" ${seam}/>`,
        `<path d="M78 222 L32 202 M322 222 L368 202" ${seam}/>`,
        `<path d="M106 440 L294 440" ${seam}/>`,
      );
      if (motif && view === "front") {
        // mandala-ish medallion
        const petals: string[] = [];
        for (let i = 0; i < 12; i++) {
          petals.push(
            `<ellipse cx="200" cy="212" rx="9" ry="26" fill="none" stroke="${ink}" stroke-width="3" transform="rotate(${i * 30} 200 250)"/>`,
          );
        }
        parts.push(
          `<circle cx="200" cy="250" r="62" fill="none" stroke="${accent}" stroke-width="4"/>`,
          ...petals,
          `<circle cx="200" cy="250" r="14" fill="${accent}"/>`,
        );
      }
      if (motif && view === "back") {
        parts.push(
          `<text x="200" y="200" font-family="${FONT}" font-weight="bold" font-size="42" fill="${ink}" text-anchor="middle">RANGREZ</text>`,
          `<text x="200" y="236" font-family="${FONT}" font-size="18" fill="${accent}" text-anchor="middle" letter-spacing="6">EST. 2026</text>`,
          `<path d="M140 270 L260 270 L200 350 Z" fill="${accent}" opacity="0.9"/>`,
          `<path d="M160 285 L240 285 L200 338 Z" fill="none" stroke="${ink}" stroke-width="3"/>`,
        );
      }
      break;
    }
    case "hoodie": {
      parts.push(
        `<path d="M150 92 L108 104 L60 250 L52 402 L90 408 L106 270 L116 232 L116 446 L284 446 L284 232 L294 270 L310 408 L348 402 L340 250 L292 104 L250 92 Z" fill="${fill}" ${stroke}/>`,
        `<path d="M118 426 L282 426 M56 386 L92 390 M344 386 L308 390" ${seam}/>`,
      );
      if (view === "front") {
        parts.push(
          `<path d="M148 104 Q138 34 200 28 Q262 34 252 104 Q232 126 200 130 Q168 126 148 104 Z" fill="${fill}" ${stroke}/>`,
          `<path d="M170 100 Q170 58 200 54 Q230 58 230 100 Q216 116 200 119 Q184 116 170 100 Z" fill="${deep}"/>`,
          `<path d="M188 122 L184 196 M212 122 L216 196" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
          `<path d="M146 330 L254 330 L276 412 L124 412 Z" fill="${fill}" ${stroke}/>`,
          `<path d="M146 330 L124 412 M254 330 L276 412" stroke="${deep}" stroke-width="6"/>`,
        );
        if (motif) {
          parts.push(
            `<path d="M160 300 L180 250 L200 300 Z" fill="${accent}"/>`,
            `<path d="M190 300 L210 240 L230 300 Z" fill="none" stroke="${ink}" stroke-width="4"/>`,
            `<path d="M220 300 L240 262 L258 300 Z" fill="${ink}"/>`,
          );
        }
      } else {
        parts.push(
          `<path d="M150 98 Q142 36 200 32 Q258 36 250 98 L244 172 Q200 190 156 172 Z" fill="${fill}" ${stroke}/>`,
          `<path d="M200 36 L200 182" ${seam}/>`,
        );
        if (motif) {
          parts.push(
            `<text x="200" y="262" font-family="${FONT}" font-weight="bold" font-size="36" fill="${ink}" text-anchor="middle">RANGREZ</text>`,
            `<circle cx="200" cy="318" r="30" fill="none" stroke="${accent}" stroke-width="5"/>`,
            `<circle cx="200" cy="318" r="12" fill="${accent}"/>`,
          );
        }
      }
      break;
    }
    case "shacket": {
      parts.push(
        `<path d="M155 72 L104 92 L58 250 L50 410 L92 414 L104 272 L114 236 L112 452 L288 452 L286 236 L296 272 L308 414 L350 410 L342 250 L296 92 L245 72 Z" fill="${fill}" ${stroke}/>`,
        `<path d="M54 392 L94 396 M346 392 L306 396" ${seam}/>`,
      );
      if (view === "front") {
        parts.push(
          `<path d="M155 72 L200 112 L178 134 L146 86 Z" fill="${deep}" ${stroke}/>`,
          `<path d="M245 72 L200 112 L222 134 L254 86 Z" fill="${deep}" ${stroke}/>`,
          `<path d="M200 112 L200 452" stroke="${line}" stroke-width="3"/>`,
          `<path d="M208 118 L208 452" ${seam}/>`,
          `<rect x="132" y="168" width="52" height="58" rx="4" fill="${fill}" ${stroke}/>`,
          `<rect x="216" y="168" width="52" height="58" rx="4" fill="${fill}" ${stroke}/>`,
          `<path d="M130 166 L186 166 L186 186 L158 194 L130 186 Z" fill="${deep}" ${stroke}/>`,
          `<path d="M214 166 L270 166 L270 186 L242 194 L214 186 Z" fill="${deep}" ${stroke}/>`,
        );
        for (const y of [150, 205, 260, 315, 370, 425]) {
          parts.push(`<circle cx="200" cy="${y}" r="6" fill="${ink}" stroke="${line}" stroke-width="1.5"/>`);
        }
      } else {
        parts.push(
          `<path d="M155 72 Q200 88 245 72 L245 84 Q200 100 155 84 Z" fill="${deep}" ${stroke}/>`,
          `<path d="M110 138 Q200 150 290 138" ${seam}/>`,
          `<path d="M200 142 L200 160" stroke="${line}" stroke-width="3"/>`,
        );
      }
      break;
    }
    case "joggers": {
      parts.push(
        `<path d="M120 82 L280 82 L296 252 L268 416 L214 416 L203 184 L197 184 L186 416 L132 416 L104 252 Z" fill="${fill}" ${stroke}/>`,
        `<rect x="118" y="50" width="164" height="34" rx="6" fill="${deep}" ${stroke}/>`,
        `<rect x="132" y="414" width="54" height="34" rx="5" fill="${deep}" ${stroke}/>`,
        `<rect x="214" y="414" width="54" height="34" rx="5" fill="${deep}" ${stroke}/>`,
        `<path d="M124 92 L150 150 M276 92 L250 150" ${seam}/>`,
      );
      if (view === "front") {
        parts.push(
          `<path d="M192 84 Q186 120 180 128 M208 84 Q214 120 220 128" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
        );
        if (motif) {
          parts.push(
            `<text x="248" y="380" font-family="${FONT}" font-weight="bold" font-size="14" fill="${ink}" text-anchor="middle" transform="rotate(-84 248 380)">RANGREZ</text>`,
          );
        }
      } else {
        parts.push(
          `<rect x="136" y="118" width="46" height="40" rx="4" fill="none" stroke="${line}" stroke-width="3"/>`,
          `<rect x="218" y="118" width="46" height="40" rx="4" fill="none" stroke="${line}" stroke-width="3"/>`,
        );
      }
      break;
    }
    case "jeans": {
      const stitch = `fill="none" stroke="#d08a3a" stroke-width="2" stroke-dasharray="5 4"`;
      parts.push(
        `<path d="M116 72 L284 72 L294 452 L218 452 L203 182 L197 182 L182 452 L106 452 Z" fill="${fill}" ${stroke}/>`,
        `<rect x="114" y="62" width="172" height="26" fill="${deep}" ${stroke}/>`,
        `<path d="M112 440 L182 440 M218 440 L290 440" ${stitch}/>`,
      );
      for (const x of [132, 176, 224, 268]) {
        parts.push(
          `<rect x="${x - 4}" y="58" width="8" height="32" rx="2" fill="${fill}" stroke="${line}" stroke-width="2"/>`,
        );
      }
      if (view === "front") {
        parts.push(
          `<circle cx="200" cy="75" r="6" fill="#c9a227" stroke="${line}" stroke-width="1.5"/>`,
          `<path d="M200 90 L200 160 Q204 176 214 176" ${stitch}/>`,
          `<path d="M122 92 Q150 92 158 132" ${stitch}/>`,
          `<path d="M278 92 Q250 92 242 132" ${stitch}/>`,
        );
      } else {
        parts.push(
          `<path d="M132 130 L180 126 L182 178 L158 192 L134 178 Z" ${stitch}/>`,
          `<path d="M268 130 L220 126 L218 178 L242 192 L266 178 Z" ${stitch}/>`,
          `<path d="M118 104 Q200 120 282 104" ${stitch}/>`,
          `<rect x="222" y="92" width="36" height="18" rx="2" fill="#b08a5a"/>`,
        );
      }
      break;
    }
  }
  return parts.join("");
}

/** A customiser blank: plain garment on a clean background. */
export function customiserSvg(
  garment: Garment,
  view: View,
  fill: string,
  width: number,
  height: number,
): string {
  const bg = isLight(fill) ? "#e4e1dc" : "#f6f5f2";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500">
<rect width="400" height="500" fill="${bg}"/>
${garmentGroup(garment, view, { fill, motif: false })}
</svg>`;
}

export interface BannerSpec {
  width: number;
  height: number;
  gradient: [string, string];
  garment: Garment;
  garmentFill: string;
  vertical: boolean;
}

/**
 * A banner's picture, without words: its title, subtitle and Shop Now are set over it by the page, as text
 * in the shop's typeface (readable, translatable, crisp at any width). The garment sits where the words
 * are not: on the right of the wide art, in the lower half of the phone art.
 */
export function bannerSvg(spec: BannerSpec): string {
  const { width, height, vertical } = spec;
  const shapes: string[] = [];
  // decorative circles and stripes, placed deterministically
  for (let i = 0; i < 6; i++) {
    const cx = vertical ? (i * 173) % width : (i * 311 + 90) % width;
    const cy = vertical ? (i * 229 + 60) % height : (i * 97 + 40) % height;
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${40 + i * 22}" fill="#ffffff" opacity="0.07"/>`);
  }
  const gScale = vertical ? 1.15 : 1.1;
  const gx = vertical ? width / 2 - 200 * gScale : width - 400 * gScale - 110;
  const gy = vertical ? height - 500 * gScale + 20 : (height - 500 * gScale) / 2;
  const garment = `<g transform="translate(${gx} ${gy}) scale(${gScale})">${garmentGroup(spec.garment, "front", { fill: spec.garmentFill, motif: true })}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${spec.gradient[0]}"/><stop offset="1" stop-color="${spec.gradient[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${shapes.join("")}
${garment}
</svg>`;
}

/** Graphic motifs for the customiser, drawn in a 256 x 256 box on a transparent background. */
export function graphicSvg(shape: GraphicShape, size: number): string {
  const body = graphicBody(shape);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">${body}</svg>`;
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / points) * i - Math.PI / 2;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(" ");
}

function graphicBody(shape: GraphicShape): string {
  switch (shape) {
    case "star":
      return `<polygon points="${starPoints(128, 134, 116, 48, 5)}" fill="#f5b50a" stroke="#1b1b1b" stroke-width="8" stroke-linejoin="round"/>`;
    case "lightning":
      return `<path d="M150 10 L52 146 L118 146 L96 246 L204 100 L136 100 Z" fill="#ffd400" stroke="#1b1b1b" stroke-width="8" stroke-linejoin="round"/>`;
    case "heart":
      return `<path d="M128 228 C40 162 14 118 30 78 C46 38 100 30 128 76 C156 30 210 38 226 78 C242 118 216 162 128 228 Z" fill="#e11d48" stroke="#1b1b1b" stroke-width="8" stroke-linejoin="round"/>`;
    case "crown":
      return `<path d="M28 196 L18 70 L80 124 L128 40 L176 124 L238 70 L228 196 Z" fill="#f2c230" stroke="#1b1b1b" stroke-width="8" stroke-linejoin="round"/><rect x="28" y="196" width="200" height="30" fill="#d99a0b" stroke="#1b1b1b" stroke-width="8"/><circle cx="128" cy="160" r="14" fill="#dc2626"/>`;
    case "desi":
      return `<rect x="10" y="64" width="236" height="128" rx="22" fill="#ff7a00" stroke="#1b1b1b" stroke-width="8"/><text x="128" y="156" font-family="${FONT}" font-weight="bold" font-size="78" fill="#ffffff" text-anchor="middle" letter-spacing="4">DESI</text>`;
    case "mandala": {
      const petals: string[] = [];
      for (let i = 0; i < 16; i++) {
        petals.push(
          `<ellipse cx="128" cy="52" rx="14" ry="40" fill="${i % 2 ? "#7c3aed" : "#db2777"}" opacity="0.9" transform="rotate(${i * 22.5} 128 128)"/>`,
        );
      }
      return `${petals.join("")}<circle cx="128" cy="128" r="52" fill="#fde68a" stroke="#7c2d12" stroke-width="6"/><circle cx="128" cy="128" r="30" fill="none" stroke="#7c2d12" stroke-width="5"/><circle cx="128" cy="128" r="10" fill="#7c2d12"/>`;
    }
    case "lotus":
      return `<path d="M128 40 C158 90 158 150 128 200 C98 150 98 90 128 40 Z" fill="#f472b6" stroke="#831843" stroke-width="6"/><path d="M128 200 C90 186 52 150 44 96 C84 108 116 150 128 200 Z" fill="#ec4899" stroke="#831843" stroke-width="6"/><path d="M128 200 C166 186 204 150 212 96 C172 108 140 150 128 200 Z" fill="#ec4899" stroke="#831843" stroke-width="6"/><path d="M40 214 Q128 236 216 214" fill="none" stroke="#0e7490" stroke-width="10" stroke-linecap="round"/>`;
    case "paisley":
      return `<path d="M150 232 C70 232 28 170 40 110 C52 50 120 22 170 44 C214 64 222 116 194 138 C170 156 140 140 146 118 C152 96 186 110 180 96" fill="#0f766e" stroke="#134e4a" stroke-width="8" stroke-linecap="round"/><circle cx="104" cy="160" r="22" fill="#fbbf24"/><circle cx="104" cy="160" r="9" fill="#b91c1c"/>`;
    case "skull":
      return `<path d="M128 24 C68 24 34 66 34 118 C34 150 50 172 74 184 L74 222 L182 222 L182 184 C206 172 222 150 222 118 C222 66 188 24 128 24 Z" fill="#f5f5f4" stroke="#1b1b1b" stroke-width="8" stroke-linejoin="round"/><circle cx="92" cy="122" r="24" fill="#1b1b1b"/><circle cx="164" cy="122" r="24" fill="#1b1b1b"/><path d="M128 146 L116 172 L140 172 Z" fill="#1b1b1b"/><path d="M98 222 L98 198 M128 222 L128 198 M158 222 L158 198" stroke="#1b1b1b" stroke-width="6"/>`;
    case "wave":
      return `<path d="M8 176 C40 120 84 96 120 112 C100 70 130 40 170 52 C140 60 140 100 170 112 C200 124 228 110 248 90 L248 226 L8 226 Z" fill="#0ea5e9" stroke="#0c4a6e" stroke-width="8" stroke-linejoin="round"/><path d="M8 196 Q68 170 128 196 T248 196" fill="none" stroke="#e0f2fe" stroke-width="8" stroke-linecap="round"/>`;
    case "flame":
      return `<path d="M128 16 C150 70 206 96 206 160 C206 206 170 240 128 240 C86 240 50 206 50 160 C50 118 80 96 92 60 C104 88 112 104 128 112 C140 80 136 48 128 16 Z" fill="#f97316" stroke="#7c2d12" stroke-width="8" stroke-linejoin="round"/><path d="M128 120 C140 150 170 166 166 196 C162 222 146 232 128 232 C110 232 92 220 92 196 C92 172 116 160 128 120 Z" fill="#fde047"/>`;
    case "smiley":
      return `<circle cx="128" cy="128" r="108" fill="#facc15" stroke="#1b1b1b" stroke-width="8"/><ellipse cx="92" cy="104" rx="12" ry="22" fill="#1b1b1b"/><ellipse cx="164" cy="104" rx="12" ry="22" fill="#1b1b1b"/><path d="M70 148 Q128 210 186 148" fill="none" stroke="#1b1b1b" stroke-width="10" stroke-linecap="round"/>`;
  }
}

export function placeholderSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500">
<rect width="400" height="500" fill="#e7e5e4"/>
<g transform="translate(100 140) scale(0.5)">${garmentGroup("tshirt", "front", { fill: "#d6d3d1", motif: false })}</g>
<text x="200" y="430" font-family="${FONT}" font-size="26" fill="#78716c" text-anchor="middle">Image unavailable</text>
</svg>`;
}
