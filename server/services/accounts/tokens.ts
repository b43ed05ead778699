import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";

/** 32 random bytes, base64url (session tokens, verification tokens). */
export const randomToken = () => randomBytes(32).toString("base64url");

/** A 24-hex id like the fixtures' (ObjectId-shaped). */
export const newId = () => randomBytes(12).toString("hex");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Six random digits, "000000"–"999999". */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** HMAC-SHA256 with the server's pepper. */
export const peppered = (pepper: string, value: string) =>
  createHmac("sha256", pepper).update(value).digest("hex");
