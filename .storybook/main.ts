import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook for the component library (stories/ui) and the app's screens (stories/app). */
const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // The app's i18n bundle plugin only matters for the app build.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && typeof plugin === "object" && "name" in plugin && plugin.name === "rib-i18n-bundles"),
      );
    return viteConfig;
  },
};

export default config;
