// The string formats of the contract's input schemas (described in the contract's info.description). The
// request validator and the tests' response validator both register them, so `format: text` means one
// thing everywhere.
import type { Format } from "ajv";
import { EMAIL_RULE } from "../../lib/accountRules";

/** No control character (C0, DEL, C1) and no lone surrogate (PostgreSQL refuses NUL and broken UTF-16). */
const TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
/** The same, but tab, line feed and carriage return are allowed. */
const MULTILINE_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** An RFC 3339 date and time with its offset (2026-04-01T10:00:00+05:30, …Z) that exists. */
function isDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/i.exec(
    value,
  );
  if (!match || !isDay(match[1])) return false;
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = match
    .slice(2)
    .map((part) => Number(part ?? 0));
  return hours < 24 && minutes < 60 && seconds < 60 && offsetHours < 24 && offsetMinutes < 60;
}

export const contractFormats: Record<string, Format> = {
  text: TEXT,
  "multiline-text": MULTILINE_TEXT,
  /** Never trimmed (see requestValidator.ts); otherwise as `text`. */
  password: TEXT,
  /** The shop's one email rule (src/lib/accountRules.ts, also the forms'), without control characters. */
  email: (value: string) => EMAIL_RULE.test(value) && TEXT.test(value),
  date: isDay,
  "date-time": isDateTime,
  /** A file of a multipart form: the validator checks it itself and shows ajv a stand-in (requestValidator.ts). */
  binary: () => true,
};

/** The message for a value that breaks a format (the field's name goes in front). */
export const formatMessages: Record<string, string> = {
  text: "must not contain control characters",
  "multiline-text": "must not contain control characters",
  password: "must not contain control characters",
  email: "must be a valid email",
  date: "must be a date like 2026-04-01",
  "date-time": "must be a date and time like 2026-04-01T10:00:00+05:30",
};

/** Input strings in these formats are checked as sent; every other input string is trimmed first. */
export const UNTRIMMED_FORMATS = new Set(["password", "binary"]);
