import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { amountInWords, HINDI_NUMBER_WORDS } from "./AmountInWords";

describe("amountInWords en", () => {
  it.each([
    [0n, "Rupees Zero Only"],
    [1n, "Rupees Zero and One Paise Only"],
    [100n, "Rupees One Only"],
    [1900n, "Rupees Nineteen Only"],
    [2000n, "Rupees Twenty Only"],
    [2100n, "Rupees Twenty One Only"],
    [10000n, "Rupees One Hundred Only"],
    [10100n, "Rupees One Hundred One Only"],
    [99999n, "Rupees Nine Hundred Ninety Nine and Ninety Nine Paise Only"],
    [100000n, "Rupees One Thousand Only"],
    [9999900n, "Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only"],
    [10000000n, "Rupees One Lakh Only"],
    [12345678n, "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only"],
    [999999900n, "Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only"],
    [1000000000n, "Rupees One Crore Only"],
    [1000000100n, "Rupees One Crore One Only"],
    [
      123456789000n,
      "Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only",
    ],
    [100000000000000n, "Rupees One Lakh Crore Only"],
    [10000000000000n, "Rupees Ten Thousand Crore Only"],
  ])("%s paise -> %s", (paise, words) => {
    expect(amountInWords(paise, "en")).toBe(words);
  });
});

describe("amountInWords hi", () => {
  it.each([
    [0n, "शून्य रुपये मात्र"],
    [5n, "शून्य रुपये और पाँच पैसे मात्र"],
    [100n, "एक रुपये मात्र"],
    [12345678n, "एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र"],
    [1000000000n, "एक करोड़ रुपये मात्र"],
    [9900n, "निन्यानवे रुपये मात्र"],
    [1000000000000n, "एक हज़ार करोड़ रुपये मात्र"],
  ])("%s paise -> %s", (paise, words) => {
    expect(amountInWords(paise, "hi")).toBe(words);
  });

  it("has a distinct word for every number 0 to 99", () => {
    expect(HINDI_NUMBER_WORDS).toHaveLength(100);
    expect(new Set(HINDI_NUMBER_WORDS).size).toBe(100);
    expect([
      HINDI_NUMBER_WORDS[11],
      HINDI_NUMBER_WORDS[45],
      HINDI_NUMBER_WORDS[67],
      HINDI_NUMBER_WORDS[79],
      HINDI_NUMBER_WORDS[89],
    ]).toEqual(["ग्यारह", "पैंतालीस", "सड़सठ", "उन्यासी", "नवासी"]);
  });
});

describe("amountInWords de", () => {
  it.each([
    [0n, "null Rupien"],
    [1n, "null Rupien und ein Paisa"],
    [2n, "null Rupien und zwei Paise"],
    [100n, "eine Rupie"],
    [101n, "eine Rupie und ein Paisa"],
    [200n, "zwei Rupien"],
    [1100n, "elf Rupien"],
    [2000n, "zwanzig Rupien"],
    [2100n, "einundzwanzig Rupien"],
    [3500n, "fünfunddreißig Rupien"],
    [10000n, "einhundert Rupien"],
    [10100n, "einhunderteins Rupien"],
    [11700n, "einhundertsiebzehn Rupien"],
    [20000n, "zweihundert Rupien"],
    [100000n, "eintausend Rupien"],
    [100100n, "eintausendeins Rupien"],
    [12345678n, "einhundertdreiundzwanzigtausendvierhundertsechsundfünfzig Rupien und achtundsiebzig Paise"],
    [10100000n, "einhunderteintausend Rupien"],
    [100000000n, "eine Million Rupien"],
    [100000100n, "eine Million eins Rupien"],
    [200000000n, "zwei Millionen Rupien"],
    [2100000000n, "einundzwanzig Millionen Rupien"],
    [10100000000n, "einhunderteine Millionen Rupien"],
    [100000000000n, "eine Milliarde Rupien"],
    [200000000000n, "zwei Milliarden Rupien"],
    [2100000000000n, "einundzwanzig Milliarden Rupien"],
    [10100000000000n, "einhunderteine Milliarden Rupien"],
    [100000000000000n, "eintausend Milliarden Rupien"],
    [
      123456789012n,
      "eine Milliarde zweihundertvierunddreißig Millionen fünfhundertsiebenundsechzigtausendachthundertneunzig Rupien und zwölf Paise",
    ],
  ])("%s paise -> %s", (paise, words) => {
    expect(amountInWords(paise, "de")).toBe(words);
  });
});

describe("amountInWords properties", () => {
  it("throws for a negative amount", () => {
    expect(() => amountInWords(-1n, "en")).toThrow(/cannot be negative, got -1 paise/);
    expect(amountInWords(0n, "de")).toBe("null Rupien");
  });

  it("names the paise part exactly when there are paise, in every language", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (p) => {
        expect(amountInWords(p, "en").includes(" Paise Only")).toBe(p % 100n !== 0n);
        expect(amountInWords(p, "hi").includes("पैसे")).toBe(p % 100n !== 0n);
        expect(amountInWords(p, "de").includes(" und ")).toBe(p % 100n !== 0n);
        expect(amountInWords(p, "en")).toMatch(/^Rupees [A-Z][A-Za-z ]* Only$/);
        expect(amountInWords(p, "en")).not.toMatch(/ {2}/);
      }),
    );
  });
});
