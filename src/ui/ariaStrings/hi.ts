/**
 * Hindi for React Aria's built-in strings (hidden button names, date segment names, selection
 * and drag announcements, ...), which React Aria does not ship. Same packages and keys as
 * `react-aria-components/i18n/en-US`; plural messages use the formatter React Aria passes
 * (Hindi plural rules: "one" covers 0 and 1). Key names on a keyboard (Enter, Tab, Alt) stay
 * as printed on the key.
 */

/** The variables React Aria passes to a message. */
export type AriaStringArgs = Record<string, string | number | boolean> | undefined;

/** The part of React Aria's `LocalizedStringFormatter` that messages call. */
export interface AriaStringFormatter {
  plural(
    count: number,
    options: Record<string, string | (() => string)>,
    type?: "cardinal" | "ordinal",
  ): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: string | boolean): string;
}

/** One message: a text, or a function of the variables (and the formatter, for plurals). */
export type AriaString = string | ((args: AriaStringArgs, formatter?: AriaStringFormatter) => string);

/** Messages per React Aria package name, the shape of `react-aria-components/i18n/<locale>`. */
export type AriaPackageStrings = Record<string, Record<string, AriaString>>;

function text(args: AriaStringArgs, key: string): string {
  return String(args?.[key] ?? "");
}

function count(args: AriaStringArgs, key: string): number {
  return Number(args?.[key] ?? 0);
}

/** "{n} {one}" or "{n} {other}" by Hindi plural rules, the number in the locale's digits. */
function plural(formatter: AriaStringFormatter | undefined, n: number, one: string, other: string): string {
  if (!formatter) return `${n} ${n === 1 ? one : other}`;
  return formatter.plural(n, {
    one: () => `${formatter.number(n)} ${one}`,
    other: () => `${formatter.number(n)} ${other}`,
  });
}

/** Hindi messages of every React Aria package that `react-aria-components` 1.22 looks up. */
export const hiAriaStrings: AriaPackageStrings = {
  "@react-aria/tree": { expand: "विस्तार करें", collapse: "संक्षिप्त करें" },
  "@react-aria/toast": {
    close: "बंद करें",
    notifications: (a, f) => `${plural(f, count(a, "count"), "सूचना", "सूचनाएँ")}।`,
  },
  "@react-aria/tag": {
    removeDescription: "टैग हटाने के लिए Delete दबाएँ।",
    removeButtonLabel: "हटाएँ",
  },
  "@react-aria/table": {
    select: "चुनें",
    selectAll: "सभी चुनें",
    sortable: "क्रमबद्ध करने योग्य स्तंभ",
    ascending: "आरोही",
    descending: "अवरोही",
    ascendingSort: (a) => `स्तंभ ${text(a, "columnName")} के अनुसार आरोही क्रम में`,
    descendingSort: (a) => `स्तंभ ${text(a, "columnName")} के अनुसार अवरोही क्रम में`,
    columnSize: (a) => `${text(a, "value")} पिक्सेल`,
    resizerDescription: "आकार बदलना शुरू करने के लिए Enter दबाएँ",
    expand: "विस्तार करें",
    collapse: "संक्षिप्त करें",
  },
  "@react-aria/steplist": { steplist: "चरणों की सूची" },
  "@react-aria/spinbutton": { Empty: "खाली" },
  "@react-aria/searchfield": { "Clear search": "खोज साफ़ करें" },
  "@react-aria/previewtrigger": { longPressMessage: "पूर्वावलोकन खोलने के लिए देर तक दबाएँ" },
  "@react-aria/overlays": { dismiss: "बंद करें" },
  "@react-aria/numberfield": {
    decrease: (a) => `${text(a, "fieldLabel")} घटाएँ`,
    increase: (a) => `${text(a, "fieldLabel")} बढ़ाएँ`,
    numberField: "संख्या फ़ील्ड",
  },
  "@react-aria/menu": { longPressMessage: "मेनू खोलने के लिए देर तक दबाएँ या Alt + ArrowDown दबाएँ" },
  "@react-aria/gridlist": {
    hasActionAnnouncement: "पंक्ति में कार्रवाई है",
    hasLinkAnnouncement: (a) => `पंक्ति में लिंक है: ${text(a, "link")}`,
  },
  "@react-aria/grid": {
    deselectedItem: (a) => `${text(a, "item")} नहीं चुना गया।`,
    select: "चुनें",
    selectedCount: (a, f) => {
      const n = count(a, "count");
      return n === 0 ? "कोई आइटम नहीं चुना गया।" : `${plural(f, n, "आइटम चुना गया", "आइटम चुने गए")}।`;
    },
    selectedAll: "सभी आइटम चुने गए।",
    selectedItem: (a) => `${text(a, "item")} चुना गया।`,
    longPressToSelect: "चयन मोड में जाने के लिए देर तक दबाएँ।",
  },
  "@react-aria/dnd": {
    dragItem: (a) => `${text(a, "itemText")} खींचें`,
    dragSelectedItems: (a, f) => `${plural(f, count(a, "count"), "चुना गया आइटम", "चुने गए आइटम")} खींचें`,
    dragDescriptionKeyboard: "खींचना शुरू करने के लिए Enter दबाएँ।",
    dragDescriptionKeyboardAlt: "खींचना शुरू करने के लिए Alt + Enter दबाएँ।",
    dragDescriptionTouch: "खींचना शुरू करने के लिए दो बार टैप करें।",
    dragDescriptionVirtual: "खींचना शुरू करने के लिए क्लिक करें।",
    dragDescriptionLongPress: "खींचना शुरू करने के लिए देर तक दबाएँ।",
    dragSelectedKeyboard: (a, f) =>
      `${plural(f, count(a, "count"), "चुना गया आइटम", "चुने गए आइटम")} खींचने के लिए Enter दबाएँ।`,
    dragSelectedKeyboardAlt: (a, f) =>
      `${plural(f, count(a, "count"), "चुना गया आइटम", "चुने गए आइटम")} खींचने के लिए Alt + Enter दबाएँ।`,
    dragSelectedLongPress: (a, f) =>
      `${plural(f, count(a, "count"), "चुना गया आइटम", "चुने गए आइटम")} खींचने के लिए देर तक दबाएँ।`,
    dragStartedKeyboard:
      "खींचना शुरू हुआ। छोड़ने की जगह पर जाने के लिए Tab दबाएँ, फिर छोड़ने के लिए Enter दबाएँ, या रद्द करने के लिए Escape दबाएँ।",
    dragStartedTouch: "खींचना शुरू हुआ। छोड़ने की जगह पर जाएँ, फिर छोड़ने के लिए दो बार टैप करें।",
    dragStartedVirtual: "खींचना शुरू हुआ। छोड़ने की जगह पर जाएँ, फिर छोड़ने के लिए क्लिक करें या Enter दबाएँ।",
    endDragKeyboard: "खींचा जा रहा है। खींचना रद्द करने के लिए Enter दबाएँ।",
    endDragTouch: "खींचा जा रहा है। खींचना रद्द करने के लिए दो बार टैप करें।",
    endDragVirtual: "खींचा जा रहा है। खींचना रद्द करने के लिए क्लिक करें।",
    dropDescriptionKeyboard: "छोड़ने के लिए Enter दबाएँ। खींचना रद्द करने के लिए Escape दबाएँ।",
    dropDescriptionTouch: "छोड़ने के लिए दो बार टैप करें।",
    dropDescriptionVirtual: "छोड़ने के लिए क्लिक करें।",
    dropCanceled: "छोड़ना रद्द हुआ।",
    dropComplete: "छोड़ना पूरा हुआ।",
    dropIndicator: "छोड़ने का संकेतक",
    dropOnRoot: "यहाँ छोड़ें",
    dropOnItem: (a) => `${text(a, "itemText")} पर छोड़ें`,
    insertBefore: (a) => `${text(a, "itemText")} से पहले डालें`,
    insertBetween: (a) => `${text(a, "beforeItemText")} और ${text(a, "afterItemText")} के बीच डालें`,
    insertAfter: (a) => `${text(a, "itemText")} के बाद डालें`,
  },
  "@react-aria/datepicker": {
    era: "युग",
    year: "वर्ष",
    month: "महीना",
    day: "दिन",
    hour: "घंटा",
    minute: "मिनट",
    second: "सेकंड",
    dayPeriod: "पूर्वाह्न/अपराह्न",
    calendar: "कैलेंडर",
    startDate: "आरंभ तिथि",
    endDate: "अंतिम तिथि",
    weekday: "सप्ताह का दिन",
    timeZoneName: "समय क्षेत्र",
    selectedDateDescription: (a) => `चुनी गई तिथि: ${text(a, "date")}`,
    selectedRangeDescription: (a) => `चुनी गई अवधि: ${text(a, "startDate")} से ${text(a, "endDate")} तक`,
    selectedTimeDescription: (a) => `चुना गया समय: ${text(a, "time")}`,
  },
  "@react-aria/combobox": {
    focusAnnouncement: (a, f) => {
      const group =
        a?.["isGroupChange"] === true
          ? `समूह ${text(a, "groupTitle")} में, ${plural(f, count(a, "groupCount"), "विकल्प", "विकल्प")}। `
          : "";
      return `${group}${text(a, "optionText")}${a?.["isSelected"] === true ? ", चुना गया" : ""}`;
    },
    countAnnouncement: (a, f) => `${plural(f, count(a, "optionCount"), "विकल्प", "विकल्प")} उपलब्ध।`,
    selectedAnnouncement: (a) => `${text(a, "optionText")}, चुना गया`,
    buttonLabel: "सुझाव दिखाएँ",
    listboxLabel: "सुझाव",
  },
  "@react-aria/color": {
    colorPicker: "रंग चुनने का साधन",
    twoDimensionalSlider: "द्वि-आयामी स्लाइडर",
    // Pure formats without words: the same in every language.
    colorNameAndValue: (a) => `${text(a, "name")}: ${text(a, "value")}`,
    colorInputLabel: (a) => `${text(a, "label")}, ${text(a, "channelLabel")}`,
    colorSwatch: "रंग का नमूना",
    transparent: "पारदर्शी",
  },
  "@react-aria/calendar": {
    previous: "पिछला",
    next: "अगला",
    selectedDateDescription: (a) => `चुनी गई तिथि: ${text(a, "date")}`,
    selectedRangeDescription: (a) => `चुनी गई अवधि: ${text(a, "dateRange")}`,
    todayDate: (a) => `आज, ${text(a, "date")}`,
    todayDateSelected: (a) => `आज, ${text(a, "date")}, चुनी गई`,
    dateSelected: (a) => `${text(a, "date")}, चुनी गई`,
    startRangeSelectionPrompt: "तिथियों की अवधि चुनना शुरू करने के लिए क्लिक करें",
    finishRangeSelectionPrompt: "तिथियों की अवधि चुनना पूरा करने के लिए क्लिक करें",
    minimumDate: "पहली उपलब्ध तिथि",
    maximumDate: "अंतिम उपलब्ध तिथि",
    dateRange: (a) => `${text(a, "startDate")} से ${text(a, "endDate")} तक`,
  },
  "@react-aria/breadcrumbs": { breadcrumbs: "पथ-सूची" },
  "@react-aria/autocomplete": { collectionLabel: "सुझाव" },
  "@react-stately/datepicker": {
    rangeUnderflow: (a) => `तिथि ${text(a, "minValue")} या उसके बाद की होनी चाहिए।`,
    rangeOverflow: (a) => `तिथि ${text(a, "maxValue")} या उससे पहले की होनी चाहिए।`,
    rangeReversed: "आरंभ तिथि अंतिम तिथि से पहले होनी चाहिए।",
    unavailableDate: "चुनी गई तिथि उपलब्ध नहीं है।",
  },
  "@react-stately/color": {
    hue: "रंगत",
    saturation: "संतृप्ति",
    lightness: "हल्कापन",
    brightness: "चमक",
    red: "लाल",
    green: "हरा",
    blue: "नीला",
    alpha: "पारदर्शिता",
    // A pure format without words: the same in every language.
    colorName: (a) => `${text(a, "lightness")} ${text(a, "chroma")} ${text(a, "hue")}`,
    transparentColorName: (a) =>
      `${text(a, "lightness")} ${text(a, "chroma")} ${text(a, "hue")}, ${text(a, "percentTransparent")} पारदर्शी`,
    "very dark": "बहुत गहरा",
    dark: "गहरा",
    light: "हल्का",
    "very light": "बहुत हल्का",
    pale: "फीका",
    grayish: "धूसर-सा",
    vibrant: "चटकीला",
    black: "काला",
    white: "सफ़ेद",
    gray: "धूसर",
    pink: "गुलाबी",
    "pink red": "गुलाबी लाल",
    "red orange": "लाल नारंगी",
    brown: "भूरा",
    orange: "नारंगी",
    "orange yellow": "नारंगी पीला",
    "brown yellow": "भूरा पीला",
    yellow: "पीला",
    "yellow green": "पीला हरा",
    "green cyan": "हरा आसमानी",
    cyan: "आसमानी",
    "cyan blue": "आसमानी नीला",
    "blue purple": "नीला बैंगनी",
    purple: "बैंगनी",
    "purple magenta": "बैंगनी रानी",
    magenta: "रानी",
    "magenta pink": "रानी गुलाबी",
  },
  "react-aria-components": {
    selectPlaceholder: "कोई विकल्प चुनें",
    tableResizer: "आकार बदलने का हत्था",
    dropzoneLabel: "छोड़ने का क्षेत्र",
    colorSwatchPicker: "रंग के नमूने",
  },
};
