import type { Decorator, Preview } from "@storybook/react-vite";
import { createElement } from "react";
import { AnnouncerProvider } from "../src/ui/LiveRegion";
import "../src/ui/theme.css";

/** Sets the document language from the toolbar, as the app does for <html lang>. */
const withLanguage: Decorator = (Story, context) => {
  const lang = typeof context.globals["lang"] === "string" ? context.globals["lang"] : "en";
  document.documentElement.lang = lang;
  return createElement(AnnouncerProvider, null, createElement(Story));
};

const preview: Preview = {
  decorators: [withLanguage],
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
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "en" },
  parameters: {
    controls: { expanded: true },
    a11y: { test: "error" },
  },
};

export default preview;
