import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  DisplayDate,
  EmptyRequest,
  INT32_MAX,
  IsoDate,
  MultilineText,
  NaturalInt32,
  Paise,
  Text,
  hasControlCharacter,
  hasControlCharacterButLineBreak,
} from "./common";

/** Whether `schema` decodes `value`. */
const accepts = (schema: Schema.Codec<unknown>, value: unknown): boolean =>
  Result.isSuccess(Schema.decodeUnknownResult(schema)(value));

/** The failure message of decoding `value` with `schema`. */
const refusal = (schema: Schema.Codec<unknown>, value: unknown): string => {
  const result = Schema.decodeUnknownResult(schema)(value);
  return Result.isFailure(result) ? String(result.failure.message) : "";
};

describe("request text", () => {
  it("refuses every C0 control, DEL, the C1 controls and lone surrogates", () => {
    for (let code = 0; code < 0x20; code += 1)
      expect(hasControlCharacter(`a${String.fromCharCode(code)}`)).toBe(true);
    for (const text of ["\u007f", "\u0080", "\u0085", "\u009f", "a\ud800", "\udc00b", "\ud800\ud800"]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["", "Asha Rao", "नमस्ते", "Grüße", "😀 ₹1,00,000", "\u00a0"]) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
  });

  it("a text area allows tab, line feed and carriage return, and nothing else below space", () => {
    expect(hasControlCharacterButLineBreak("line one\r\nline two\tend")).toBe(false);
    expect(hasControlCharacterButLineBreak("a\u0000")).toBe(true);
    expect(hasControlCharacterButLineBreak("a\u000b")).toBe(true);
    expect(hasControlCharacterButLineBreak("a\u001b[0m")).toBe(true);
  });

  it("Text is one line within its length; the message names the rule, not the value", () => {
    const name = Text(5, 1);
    expect(accepts(name, "Asha")).toBe(true);
    expect(accepts(name, "")).toBe(false);
    expect(accepts(name, "Ashwini")).toBe(false);
    expect(accepts(name, "a\nb")).toBe(false);
    expect(refusal(name, "a\u0000b")).toBe("Expected text without control characters or line breaks");
    expect(accepts(MultilineText(20), "first\nsecond")).toBe(true);
    expect(accepts(MultilineText(20), "first\u0000")).toBe(false);
    expect(accepts(MultilineText(3), "four")).toBe(false);
  });
});

describe("dates", () => {
  it("IsoDate takes real calendar dates only", () => {
    for (const date of ["2026-11-22", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"]) {
      expect(accepts(IsoDate, date), date).toBe(true);
    }
    for (const date of [
      "2026-02-30",
      "2025-02-29",
      "1900-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-04-31",
      "0000-01-01",
      "2026-1-01",
      "22/11/2026",
    ]) {
      expect(accepts(IsoDate, date), date).toBe(false);
    }
    expect(refusal(IsoDate, "2026-02-30")).toBe("Expected a real calendar date, yyyy-MM-dd");
  });

  it("DisplayDate takes real calendar dates written dd/MM/yyyy only", () => {
    expect(accepts(DisplayDate, "29/02/2024")).toBe(true);
    for (const date of [
      "30/02/2026",
      "29/02/2025",
      "01/13/2026",
      "00/01/2026",
      "01/01/0000",
      "1/1/2026",
      "2026-11-22",
      " 22/11/2026",
    ]) {
      expect(accepts(DisplayDate, date), date).toBe(false);
    }
  });
});

describe("numbers", () => {
  it("NaturalInt32 fits an integer column", () => {
    expect(accepts(NaturalInt32, 0)).toBe(true);
    expect(accepts(NaturalInt32, INT32_MAX)).toBe(true);
    for (const value of [-1, INT32_MAX + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "1"]) {
      expect(accepts(NaturalInt32, value), String(value)).toBe(false);
    }
  });

  it("Paise are safe integers (a bigint column), never fractions or infinities", () => {
    expect(accepts(Paise, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(accepts(Paise, -150000)).toBe(true);
    for (const value of [2 ** 53, 0.5, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(accepts(Paise, value), String(value)).toBe(false);
    }
  });
});

describe("EmptyRequest", () => {
  it("is an object, with any keys; not a list, a string, a number or null", () => {
    expect(accepts(EmptyRequest, {})).toBe(true);
    expect(accepts(EmptyRequest, { ignored: 1 })).toBe(true);
    for (const value of [[], "x", 42, true, null])
      expect(accepts(EmptyRequest, value), JSON.stringify(value)).toBe(false);
  });
});

describe("amounts and dates are decoded once, to the domain's forms", () => {
  it("Paise: the wire's integer paise is the domain's bigint, and encodes back to the same number", () => {
    expect(Schema.decodeUnknownSync(Paise)(150_000)).toBe(150_000n);
    expect(Schema.encodeSync(Paise)(150_000n)).toBe(150_000);
    expect(Schema.decodeUnknownSync(Paise)(-1)).toBe(-1n);
  });

  it("DisplayDate: the wire's dd/MM/yyyy is the domain's yyyy-MM-dd, and encodes back", () => {
    expect(Schema.decodeUnknownSync(DisplayDate)("01/11/2026")).toBe("2026-11-01");
    expect(Schema.encodeSync(DisplayDate)("2026-11-01")).toBe("01/11/2026");
    expect(Schema.decodeUnknownSync(DisplayDate)("29/02/2024")).toBe("2024-02-29");
    expect(() => Schema.encodeSync(DisplayDate)("2026-02-30")).toThrow();
  });
});
