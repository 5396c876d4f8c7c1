import type { Decorator, Preview } from "@storybook/react-vite";
import { createElement } from "react";
import { AnnouncerProvider } from "../src/ui/LiveRegion";
import { LocaleProvider } from "../src/ui/LocaleProvider";
import { loadAriaStrings } from "../src/ui/ariaStrings/reactAriaStrings";
import { STORY_LOCALE_TAGS, StoryLocaleProvider, toStoryLocale } from "../stories/support/storyText";
import "../src/ui/theme.css";

/**
 * Sets the document language and React Aria's locale from the toolbar, as the app does, and
 * the colour theme: "light" and "dark" force one, "system" follows prefers-color-scheme.
 */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = toStoryLocale(context.globals["lang"]);
  const tags = STORY_LOCALE_TAGS[locale];
  document.documentElement.lang = tags.lang;
  const theme = context.globals["theme"];
  if (theme === "light" || theme === "dark") document.documentElement.dataset["theme"] = theme;
  else delete document.documentElement.dataset["theme"];
  return createElement(
    StoryLocaleProvider,
    { locale },
    createElement(
      LocaleProvider,
      { locale: tags.locale },
      createElement(AnnouncerProvider, null, createElement(Story)),
    ),
  );
};

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  // React Aria's German and Hindi strings load on demand in the app; here once, before any story.
  async beforeAll() {
    await Promise.all([loadAriaStrings("de-DE"), loadAriaStrings("hi-IN")]);
  },
  globalTypes: {
    lang: {
      description: "Document language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "de", title: "Deutsch" },
          { value: "hi", title: "हिन्दी" },
          { value: "pseudo", title: "Pseudo (+40%)" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "system", title: "System" },
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "en", theme: "system" },
  parameters: {
    controls: { expanded: true },
    a11y: { test: "error" },
  },
};

export default preview;
