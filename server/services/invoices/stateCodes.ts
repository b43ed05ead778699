// GST state codes (the first two digits of every GSTIN), from the state or union territory's name as an
// order stores it: typed by the shopper or taken from the pincode list, which writes some names the old way
// ("Chattisgarh", "Pondicherry", "Daman & Diu"). An invoice needs the code for the recipient's state and
// for the place of supply, and the supplier's state code decides CGST + SGST against IGST.

export interface GstState {
  /** The name as the invoice prints it. */
  name: string;
  code: string;
}

const STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  // Code 25 (Daman and Diu) went out of use when the two territories merged in January 2020.
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  // 28 was undivided Andhra Pradesh; the state since 2014 files under 37.
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
];

/** Older or other spellings, by their folded form (see fold), to the code. */
const ALIASES: Record<string, string> = {
  uttaranchal: "05",
  newdelhi: "07",
  nctofdelhi: "07",
  nationalcapitalterritoryofdelhi: "07",
  orissa: "21",
  chattisgarh: "22",
  dadranagarhaveli: "26",
  damandiu: "26",
  pondicherry: "34",
  andamannicobar: "35",
};

/** Lower case, "&" and "and" dropped, letters only: "ANDAMAN & NICOBAR ISLANDS" → "andamannicobarislands". */
const fold = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/\band\b/g, " ")
    .replace(/[^a-z]/g, "");

const byFolded = new Map<string, GstState>(STATES.map((state) => [fold(state.name), state]));
const byCode = new Map<string, GstState>(STATES.map((state) => [state.code, state]));
for (const [alias, code] of Object.entries(ALIASES)) {
  const state = byCode.get(code);
  if (state) byFolded.set(alias, state);
}

/** The state (its invoice name and GST code) of a name as stored, or undefined when it is not one. */
export function gstStateOf(name: string): GstState | undefined {
  return byFolded.get(fold(name));
}

/** The state with this GST code, or undefined. */
export function gstStateByCode(code: string): GstState | undefined {
  return byCode.get(code);
}
