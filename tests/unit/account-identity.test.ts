// How usernames and emails are normalised, and which usernames count as look-alikes.
import { describe, expect, it } from "vitest";
import {
  identityColumns,
  normaliseEmail,
  normaliseIdentifier,
  usernameSkeleton,
} from "../../server/services/accounts/identity";

describe("usernameSkeleton", () => {
  it.each([
    ["\u0430arav_k", "Cyrillic а"],
    ["AARAV_K", "capitals"],
    ["Ａａｒａｖ＿ｋ", "full width"],
    ["\u0391\u0391RAV_\u039a", "Greek capitals Α and Κ"],
    ["aar\u0430v_k", "Cyrillic а inside"],
    ["aarav\u200b_k", "a zero-width space"],
    ["AARAV_\u041a", "Cyrillic К"],
  ])("%j (%s) looks like aarav_k", (lookalike) => {
    expect(usernameSkeleton(lookalike)).toBe(usernameSkeleton("aarav_k"));
  });

  it.each([
    ["Ian", "lan"],
    ["rohit0", "rohitO"],
    ["modern", "rnodern"],
    ["cafe\u0301", "café"],
  ])("%j and %j look alike", (a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
  });

  it.each([
    ["aarav_k", "aarav_j"],
    ["priya.s", "priya_s"],
    ["rohit1", "rohit2"],
  ])("%j and %j do not", (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });
});

describe("normalisation", () => {
  it("emails: NFKC, trimmed, lower-cased", () => {
    expect(normaliseEmail("  Neha.R@EXAMPLE.in ")).toBe("neha.r@example.in");
    expect(normaliseEmail("ｎｅｈａ@example.in")).toBe("neha@example.in");
  });

  it("identifiers: NFKC and trimmed (full-width digits of a phone become digits)", () => {
    expect(normaliseIdentifier(" ９８７６５４３２１０ ")).toBe("9876543210");
  });

  it("a new user's columns: the username keeps its case, the email is lower-cased, with the skeleton", () => {
    expect(identityColumns({ username: " Ｎeha_R ", email: "Neha.R@Example.in" })).toEqual({
      username: "Neha_R",
      email: "neha.r@example.in",
      username_skeleton: "neha_r",
    });
  });
});
