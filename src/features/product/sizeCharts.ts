// The size guide's data (the marketing text promises one): garment measurements in centimetres per
// sub-category, for the sizes it is sold in (tops and joggers S to XXL, jeans by waist), and the fit note
// shown under the chart. Inches are worked out from these, never stored.
import { SIZES } from "../../api/enums";
import type { Size, SizeMeasurement, SubCategory } from "../../api/types";

export type Measure = "chest" | "length" | "shoulder" | "sleeve" | "waist" | "hip" | "inseam";

export const MEASURE_LABELS: Record<Measure, string> = {
  chest: "Chest",
  length: "Length",
  shoulder: "Shoulder",
  sleeve: "Sleeve",
  waist: "Waist",
  hip: "Hip",
  inseam: "Inseam",
};

export interface SizeChart {
  title: string;
  /** The first column's heading: "Size", or for jeans "Waist size" (their sizes are waists in inches). */
  sizeHeading: string;
  measures: readonly Measure[];
  /** Centimetres per size the sub-category is sold in, in the order of `measures`. */
  rows: Readonly<Partial<Record<Size, readonly number[]>>>;
  fitNote: string;
}

const TOP: readonly Measure[] = ["chest", "length", "shoulder", "sleeve"];
const BOTTOM: readonly Measure[] = ["waist", "length", "inseam"];
const JEANS: readonly Measure[] = ["waist", "hip", "length", "inseam"];

const regularTee = {
  sizeHeading: "Size",
  measures: TOP,
  rows: {
    S: [96, 68, 42, 20],
    M: [101, 70, 44, 21],
    L: [106, 72, 46, 22],
    XL: [112, 74, 48, 23],
    XXL: [118, 76, 50, 24],
  },
} as const;

export const SIZE_CHARTS: Readonly<Record<SubCategory, SizeChart>> = {
  "t-shirt": {
    title: "T-shirts",
    ...regularTee,
    fitNote: "Regular fit: true to size. Between two sizes, take the larger for a relaxed look.",
  },
  "regular-t-shirt": {
    title: "Regular-fit T-shirts",
    ...regularTee,
    fitNote: "Regular fit: true to size, close to the body without clinging.",
  },
  "oversize-t-shirt": {
    title: "Oversized T-shirts",
    sizeHeading: "Size",
    measures: TOP,
    rows: {
      S: [108, 71, 52, 24],
      M: [114, 73, 54, 25],
      L: [120, 75, 56, 26],
      XL: [126, 77, 58, 27],
      XXL: [132, 79, 60, 28],
    },
    fitNote: "Oversized fit with dropped shoulders: take your usual size; one size down for a closer fit.",
  },
  hoodie: {
    title: "Hoodies",
    sizeHeading: "Size",
    measures: TOP,
    rows: {
      S: [104, 66, 45, 62],
      M: [110, 68, 47, 63],
      L: [116, 70, 49, 64],
      XL: [122, 72, 51, 65],
      XXL: [128, 74, 53, 66],
    },
    fitNote: "Relaxed fit with room for a tee underneath; ribbed cuffs and hem.",
  },
  shacket: {
    title: "Shackets",
    sizeHeading: "Size",
    measures: TOP,
    rows: {
      S: [108, 72, 46, 63],
      M: [114, 74, 48, 64],
      L: [120, 76, 50, 65],
      XL: [126, 78, 52, 66],
      XXL: [132, 80, 54, 67],
    },
    fitNote: "Cut to wear open over a tee: take your usual size.",
  },
  joggers: {
    title: "Joggers",
    sizeHeading: "Size",
    measures: BOTTOM,
    rows: {
      S: [71, 97, 71],
      M: [76, 99, 72],
      L: [81, 101, 73],
      XL: [86, 103, 74],
      XXL: [91, 105, 75],
    },
    fitNote: "Elastic waist with drawcord: the waist shown is relaxed and stretches about 8 cm.",
  },
  jeans: {
    title: "Jeans",
    sizeHeading: "Waist size",
    measures: JEANS,
    // Sold by waist in inches: each size's garment waist is that many inches (30 = 76 cm).
    rows: {
      "30": [76, 96, 102, 78],
      "32": [81, 101, 103, 79],
      "34": [86, 106, 104, 80],
      "36": [91, 111, 105, 81],
      "38": [97, 116, 106, 81],
    },
    fitNote:
      "Slim to straight fit with a little stretch. The size is the waist in inches: take your usual waist size, measured around your waist where your jeans sit; between two, take the larger.",
  },
};

export type Unit = "cm" | "in";

/** A measurement in the unit shown: centimetres as stored, inches to the nearest half. */
export function inUnit(cm: number, unit: Unit): string {
  if (unit === "cm") return String(cm);
  return String(Math.round((cm / 2.54) * 2) / 2);
}

/** The chart's rows in the contract's size order. */
export function chartRows(chart: SizeChart): [Size, readonly number[]][] {
  return SIZES.flatMap((size) => {
    const cm = chart.rows[size];
    return cm ? [[size, cm] as [Size, readonly number[]]] : [];
  });
}

/** A product's own chart from its declared measurements (docs/decisions/product-declarations.md): the
 * measures every size gives, in chart order, under the sub-category's title, heading and fit note. */
export function declaredChart(subCategory: SubCategory, measurements: readonly SizeMeasurement[]): SizeChart {
  const base = SIZE_CHARTS[subCategory];
  const order: readonly Measure[] = ["chest", "waist", "hip", "length", "shoulder", "sleeve", "inseam"];
  const measures = order.filter(
    (m) => measurements.length > 0 && measurements.every((row) => row[m] !== undefined),
  );
  return {
    ...base,
    measures,
    rows: Object.fromEntries(measurements.map((row) => [row.size, measures.map((m) => row[m] as number)])),
  };
}
