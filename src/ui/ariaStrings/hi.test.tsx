import * as enUSModule from "react-aria-components/i18n/en-US";
import { describe, expect, it } from "vitest";
import { hiAriaStrings, type AriaPackageStrings, type AriaStringFormatter } from "./hi";

const enUS = (enUSModule as unknown as { default: AriaPackageStrings }).default;

// Messages without words (only the variables and punctuation): the same in every language.
const PURE_FORMATS = new Set([
  "@react-aria/color colorNameAndValue",
  "@react-aria/color colorInputLabel",
  "@react-stately/color colorName",
]);

const DEVANAGARI = /[\u0900-\u097F]/;

/** A formatter like React Aria's, for the locale given. */
function formatter(locale: string): AriaStringFormatter {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const pick = (options: Record<string, string | (() => string)>, key: string) => {
    const option = options[key] ?? options["other"] ?? "";
    return typeof option === "function" ? option() : option;
  };
  return {
    plural: (count, options) => pick(options, options[`=${count}`] ? `=${count}` : rules.select(count)),
    number: (value) => numbers.format(value),
    select: (options, value) => pick(options, String(value)),
  };
}

const ARGS = {
  count: 3,
  optionCount: 3,
  groupCount: 2,
  isGroupChange: true,
  isSelected: true,
  item: "X1",
  itemText: "X1",
  beforeItemText: "X1",
  afterItemText: "X2",
  columnName: "X1",
  value: "7",
  fieldLabel: "X1",
  link: "X1",
  date: "X1",
  time: "X1",
  startDate: "X1",
  endDate: "X2",
  dateRange: "X1",
  minValue: "X1",
  maxValue: "X2",
  name: "X1",
  label: "X1",
  channelLabel: "X2",
  lightness: "X1",
  chroma: "X2",
  hue: "X3",
  percentTransparent: "50%",
};

function say(message: unknown, locale: string): string {
  if (typeof message === "function") return message(ARGS, formatter(locale)) as string;
  return String(message);
}

const entries = Object.entries(enUS).flatMap(([name, messages]) =>
  Object.keys(messages).map((key) => [name, key] as const),
);

describe("Hindi strings of React Aria", () => {
  it("cover every package of React Aria's English bundle and nothing else", () => {
    expect(Object.keys(hiAriaStrings).sort()).toEqual(Object.keys(enUS).sort());
    for (const [name, messages] of Object.entries(enUS)) {
      expect(Object.keys(hiAriaStrings[name] ?? {}).sort(), name).toEqual(Object.keys(messages).sort());
    }
  });

  it.each(entries)("%s %s is of the English kind, in Devanagari, and not English", (name, key) => {
    const english = enUS[name]?.[key];
    const hindi = hiAriaStrings[name]?.[key];
    expect(typeof hindi).toBe(typeof english);
    const spoken = say(hindi, "hi-IN");
    if (PURE_FORMATS.has(`${name} ${key}`)) {
      expect(spoken).toBe(say(english, "en-US"));
      return;
    }
    expect(spoken).toMatch(DEVANAGARI);
    expect(spoken).not.toBe(say(english, "en-US"));
    // Every variable the English message shows is shown in Hindi too.
    for (const value of new Set(Object.values(ARGS).map(String))) {
      if (value.startsWith("X") && say(english, "en-US").includes(value)) expect(spoken).toContain(value);
    }
  });

  it("counts with Hindi plural forms and the locale's digits", () => {
    const f = formatter("hi-IN");
    const notifications = hiAriaStrings["@react-aria/toast"]?.["notifications"];
    const selected = hiAriaStrings["@react-aria/grid"]?.["selectedCount"];
    expect(typeof notifications === "function" && notifications({ count: 1 }, f)).toBe("1 सूचना।");
    expect(typeof notifications === "function" && notifications({ count: 1200 }, f)).toBe("1,200 सूचनाएँ।");
    expect(typeof selected === "function" && selected({ count: 0 }, f)).toBe("कोई आइटम नहीं चुना गया।");
    expect(typeof selected === "function" && selected({ count: 2 }, f)).toBe("2 आइटम चुने गए।");
  });
});
