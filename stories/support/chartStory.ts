import { formatInr } from "../../src/domain";
import { STORY_LOCALE_TAGS, useStoryLocale, useText } from "./storyText";

/** The app's money formats in the story language: full rupees for tables, short for chart axes. */
export function useMoneyFormats() {
  const locale = useStoryLocale();
  const lang = locale === "pseudo" ? "en" : locale;
  const compact = new Intl.NumberFormat(STORY_LOCALE_TAGS[locale].locale, {
    notation: "compact",
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 1,
    minimumFractionDigits: 0,
  });
  return {
    formatValue: (paise: number) => formatInr(BigInt(Math.round(paise)), lang),
    formatAxisValue: (paise: number) => compact.format(paise / 100),
  };
}

/** The names of a chart's data-table toggle in the story language. */
export function useTableToggleLabels() {
  const t = useText();
  return {
    showTableLabel: t({
      en: "Show data as table",
      de: "Daten als Tabelle anzeigen",
      hi: "डेटा तालिका के रूप में दिखाएँ",
    }),
    hideTableLabel: t({ en: "Hide table", de: "Tabelle ausblenden", hi: "तालिका छिपाएँ" }),
  };
}
