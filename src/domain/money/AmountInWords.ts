import type { MoneyLanguage } from "./Money";

/** The word at `i` of a complete table (every caller stays inside the table). */
const at = (table: readonly string[], i: number): string => table[i] as string;

// English words below twenty and the tens, bank cheque style (no hyphens, no "and" inside numbers).
const EN_ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const EN_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** The Hindi number words 0 to 99 (irregular, so written out in full). */
export const HINDI_NUMBER_WORDS: readonly string[] = [
  "शून्य",
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड़तीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड़तालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड़सठ",
  "अड़सठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उन्यासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानवे",
  "बानवे",
  "तिरानवे",
  "चौरानवे",
  "पचानवे",
  "छियानवे",
  "सत्तानवे",
  "अट्ठानवे",
  "निन्यानवे",
];

const DE_ONES = [
  "null",
  "eins",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
  "dreizehn",
  "vierzehn",
  "fünfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
  "neunzehn",
];
const DE_TENS = [
  "",
  "",
  "zwanzig",
  "dreißig",
  "vierzig",
  "fünfzig",
  "sechzig",
  "siebzig",
  "achtzig",
  "neunzig",
];

const CRORE = 10_000_000n;
const LAKH = 100_000n;
const THOUSAND = 1_000n;
const HUNDRED = 100n;

interface IndianScale {
  readonly below100: (n: number) => string;
  readonly hundred: string;
  readonly thousand: string;
  readonly lakh: string;
  readonly crore: string;
}

const EN_SCALE: IndianScale = {
  below100: (n) =>
    n < 20
      ? at(EN_ONES, n)
      : `${at(EN_TENS, Math.floor(n / 10))}${n % 10 === 0 ? "" : ` ${at(EN_ONES, n % 10)}`}`,
  hundred: "Hundred",
  thousand: "Thousand",
  lakh: "Lakh",
  crore: "Crore",
};

const HI_SCALE: IndianScale = {
  below100: (n) => at(HINDI_NUMBER_WORDS, n),
  hundred: "सौ",
  thousand: "हज़ार",
  lakh: "लाख",
  crore: "करोड़",
};

/** A positive whole number in words with the Indian scale: hundred, thousand, lakh, crore (crores repeat: "One Lakh Crore"). */
function indianWords(n: bigint, scale: IndianScale): string {
  const parts: string[] = [];
  if (n >= CRORE) parts.push(`${indianWords(n / CRORE, scale)} ${scale.crore}`);
  const lakhs = Number((n % CRORE) / LAKH);
  const thousands = Number((n % LAKH) / THOUSAND);
  const hundreds = Number((n % THOUSAND) / HUNDRED);
  const rest = Number(n % HUNDRED);
  if (lakhs > 0) parts.push(`${scale.below100(lakhs)} ${scale.lakh}`);
  if (thousands > 0) parts.push(`${scale.below100(thousands)} ${scale.thousand}`);
  if (hundreds > 0) parts.push(`${scale.below100(hundreds)} ${scale.hundred}`);
  if (rest > 0) parts.push(scale.below100(rest));
  return parts.join(" ");
}

/** German 1-999 as one word; `one` is the form of a final 1 ("eins" alone, "ein" before tausend, "eine" before Million). */
function germanBelow1000(n: number, one: string): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds > 0 ? `${hundreds === 1 ? "ein" : at(DE_ONES, hundreds)}hundert` : "";
  if (rest === 0) return head;
  if (rest === 1) return `${head}${one}`;
  if (rest < 20) return `${head}${at(DE_ONES, rest)}`;
  const unit = rest % 10;
  const tens = at(DE_TENS, Math.floor(rest / 10));
  return `${head}${unit === 0 ? "" : `${unit === 1 ? "ein" : at(DE_ONES, unit)}und`}${tens}`;
}

const MILLION = 1_000_000n;
const MILLIARDE = 1_000_000_000n;

/** A positive whole number in German words: one word below a million, then "eine Million", "zwei Milliarden" as separate words. */
function germanWords(n: bigint): string {
  const parts: string[] = [];
  if (n >= MILLIARDE) {
    const count = n / MILLIARDE;
    parts.push(count === 1n ? "eine Milliarde" : `${germanCount(count)} Milliarden`);
  }
  const millions = Number((n % MILLIARDE) / MILLION);
  if (millions > 0)
    parts.push(millions === 1 ? "eine Million" : `${germanBelow1000(millions, "eine")} Millionen`);
  const thousands = Number((n % MILLION) / THOUSAND);
  const units = Number(n % THOUSAND);
  const small = `${thousands > 0 ? `${germanBelow1000(thousands, "ein")}tausend` : ""}${units > 0 ? germanBelow1000(units, "eins") : ""}`;
  if (small !== "") parts.push(small);
  return parts.join(" ");
}

/** The count in front of "Milliarden" (at least 2): ending in 1 takes "eine" ("einundzwanzig" stays, "hunderteine"). */
function germanCount(count: bigint): string {
  if (count < 1000n) return germanBelow1000(Number(count), "eine");
  return germanWords(count);
}

/**
 * Writes an amount in words for cheque-style confirmation text (Indian banks write "Rupees ... Only").
 * - en: Indian scale, title case, no hyphens: "Rupees One Lakh Twenty Three Thousand Four Hundred
 *   Fifty Six and Seventy Eight Paise Only"; no paise part when the paise are 0; "Rupees Zero Only".
 * - hi: Indian scale in Devanagari words: "एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र".
 * - de: German has no lakh; Million/Milliarde: "einhundertdreiundzwanzigtausendvierhundertsechsundfünfzig
 *   Rupien und achtundsiebzig Paise" ("eine Rupie" and "ein Paisa" in the singular).
 * Throws a RangeError for a negative amount, which has no words on a payment.
 */
export function amountInWords(paise: bigint, language: MoneyLanguage): string {
  if (paise < 0n)
    throw new RangeError(`An amount in words cannot be negative, got ${paise.toString()} paise.`);
  const rupees = paise / 100n;
  const cents = Number(paise % 100n);
  if (language === "de") {
    const r = rupees === 0n ? "null Rupien" : rupees === 1n ? "eine Rupie" : `${germanWords(rupees)} Rupien`;
    if (cents === 0) return r;
    return `${r} und ${cents === 1 ? "ein Paisa" : `${germanBelow1000(cents, "eins")} Paise`}`;
  }
  if (language === "hi") {
    const r = rupees === 0n ? HI_SCALE.below100(0) : indianWords(rupees, HI_SCALE);
    const p = cents === 0 ? "" : ` और ${HI_SCALE.below100(cents)} पैसे`;
    return `${r} रुपये${p} मात्र`;
  }
  const r = rupees === 0n ? EN_SCALE.below100(0) : indianWords(rupees, EN_SCALE);
  const p = cents === 0 ? "" : ` and ${EN_SCALE.below100(cents)} Paise`;
  return `Rupees ${r}${p} Only`;
}
