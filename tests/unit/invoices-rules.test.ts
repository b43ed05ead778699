// The rules a GST document follows, without a database: its number (series, financial year in India time,
// at most 16 characters), state codes, the GSTIN check character, the amount in words and the tax split.
import { describe, expect, it } from "vitest";
import { numberInWords, rupeesInWords } from "../../server/services/invoices/amountInWords";
import { gstinCheckCharacter, isValidGstin } from "../../server/services/invoices/gstin";
import { documentNumber, financialYearOf } from "../../server/services/invoices/numbering";
import { splitTax, supplierParty } from "../../server/services/invoices/snapshot";
import { gstStateByCode, gstStateOf } from "../../server/services/invoices/stateCodes";
import { brand } from "../../src/lib/brand";

describe("document numbers", () => {
  it("change financial year at midnight of 1 April, India time", () => {
    // 31 March 23:59:59 in India is 18:29:59 UTC; 1 April 00:00 is 18:30 UTC.
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-03-31T23:59:59+05:30"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-12-31T20:00:00Z"))).toBe("2026-27"); // 1 Jan 2027 in India
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });

  it("read RZ/26-27/000123 for invoices and CN/26-27/000012 for credit notes, at most 16 characters", () => {
    expect(documentNumber("invoice", "2026-27", 123)).toBe("RZ/26-27/000123");
    expect(documentNumber("credit_note", "2026-27", 12)).toBe("CN/26-27/000012");
    expect(documentNumber("invoice", "2026-27", 1_234_567)).toBe("RZ/26-27/1234567");
    expect(documentNumber("invoice", "2026-27", 1_234_567)).toHaveLength(16);
    expect(() => documentNumber("invoice", "2026-27", 12_345_678)).toThrow(/longer than 16/);
  });
});

describe("GST state codes", () => {
  it("come from the state's name however the order wrote it", () => {
    expect(gstStateOf("Madhya Pradesh")).toEqual({ code: "23", name: "Madhya Pradesh" });
    expect(gstStateOf("KARNATAKA")?.code).toBe("29");
    expect(gstStateOf("  tamil   nadu ")?.code).toBe("33");
    expect(gstStateOf("Jammu & Kashmir")?.code).toBe("01");
    expect(gstStateOf("ANDAMAN & NICOBAR ISLANDS")?.name).toBe("Andaman and Nicobar Islands");
    // The pincode list's old spellings.
    expect(gstStateOf("CHATTISGARH")?.code).toBe("22");
    expect(gstStateOf("PONDICHERRY")).toEqual({ code: "34", name: "Puducherry" });
    expect(gstStateOf("DAMAN & DIU")?.code).toBe("26");
    expect(gstStateOf("Dadra & Nagar Haveli")?.code).toBe("26");
    expect(gstStateOf("Orissa")?.code).toBe("21");
    expect(gstStateOf("New Delhi")?.code).toBe("07");
    expect(gstStateOf("Andhra Pradesh")?.code).toBe("37");
    expect(gstStateOf("Telangana")?.code).toBe("36");
    expect(gstStateOf("Ladakh")?.code).toBe("38");
  });

  it("are unknown for what is not an Indian state or union territory", () => {
    expect(gstStateOf("Atlantis")).toBeUndefined();
    expect(gstStateOf("")).toBeUndefined();
    expect(gstStateByCode("25")).toBeUndefined();
    expect(gstStateByCode("29")?.name).toBe("Karnataka");
  });
});

describe("the supplier's GSTIN", () => {
  it("checks: the algorithm agrees with published GSTINs", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
  });

  it("in the brand config is valid, from the supplier's state, whose code it starts with", () => {
    const { supplier } = brand;
    expect(isValidGstin(supplier.gstin)).toBe(true);
    expect(gstinCheckCharacter(supplier.gstin.slice(0, 14))).toBe(supplier.gstin[14]);
    expect(supplier.gstin.slice(0, 2)).toBe(supplier.gstStateCode);
    expect(gstStateOf(supplier.state)?.code).toBe(supplier.gstStateCode);
    expect(supplierParty()).toMatchObject({
      gstin: supplier.gstin,
      state: "Madhya Pradesh",
      stateCode: "23",
    });
  });
});

describe("amounts in words", () => {
  it("use Indian numbering: thousand, lakh, crore", () => {
    expect(rupeesInWords(129_900)).toBe("Rupees One Thousand Two Hundred Ninety-Nine Only");
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(7)).toBe("Seven");
    expect(numberInWords(15)).toBe("Fifteen");
    expect(numberInWords(40)).toBe("Forty");
    expect(numberInWords(101)).toBe("One Hundred One");
    expect(numberInWords(1_000)).toBe("One Thousand");
    expect(numberInWords(99_999)).toBe("Ninety-Nine Thousand Nine Hundred Ninety-Nine");
    expect(numberInWords(1_00_000)).toBe("One Lakh");
    expect(numberInWords(12_34_567)).toBe("Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven");
    expect(numberInWords(1_00_00_000)).toBe("One Crore");
    expect(numberInWords(5_02_00_010)).toBe("Five Crore Two Lakh Ten");
    expect(numberInWords(125_00_00_000)).toBe("One Hundred Twenty-Five Crore");
  });

  it("name the paise when there are any", () => {
    expect(rupeesInWords(1_050)).toBe("Rupees Ten and Fifty Paise Only");
    expect(rupeesInWords(5)).toBe("Rupees Zero and Five Paise Only");
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe("the tax split", () => {
  it("is CGST + SGST in halves that sum to the line's GST (an odd paisa to CGST)", () => {
    expect(splitTax(6_186, "CGST+SGST")).toEqual({ cgst: 3_093, sgst: 3_093, igst: 0 });
    expect(splitTax(4_757, "CGST+SGST")).toEqual({ cgst: 2_379, sgst: 2_378, igst: 0 });
    for (const tax of [0, 1, 2, 99, 4_757, 53_375]) {
      const { cgst, sgst } = splitTax(tax, "CGST+SGST");
      expect(cgst + sgst).toBe(tax);
      expect(cgst - sgst).toBeGreaterThanOrEqual(0);
      expect(cgst - sgst).toBeLessThanOrEqual(1);
    }
  });

  it("is IGST alone between states", () => {
    expect(splitTax(4_757, "IGST")).toEqual({ cgst: 0, sgst: 0, igst: 4_757 });
  });
});
