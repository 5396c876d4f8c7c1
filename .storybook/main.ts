import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook for the component library (stories/ui) and the app's screens (stories/app). */
const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // The app's i18n bundles, its first-screen chunking (vite.landing.ts) and its sign-in pages
    // rendered at build time (vite.prerender.ts) only matter for the app build.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(
            plugin &&
            typeof plugin === "object" &&
            "name" in plugin &&
            ["rib-i18n-bundles", "rib-landing-preloads", "rib-prerender-sign-in"].includes(plugin.name)
          ),
      );
    return viteConfig;
  },
};

export default config;
