import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, newPage } from "./browser";
import { serveStatic, type StaticServer } from "./storybookServer";

/** Opens one story of the built Storybook in a page of its own, at a width, in a language. */
export type OpenStory = (
  storyId: string,
  options: { lang: "en" | "de" | "hi"; width: number; height?: number },
) => Promise<Page>;

/**
 * For a test file that looks at stories of the built Storybook: serves it and launches a browser
 * before the file's tests, stops both after them, and gives `openStory`.
 */
export function useStoryPages(): OpenStory {
  let server: StaticServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await serveStatic();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });
  return async (storyId, { lang, width, height = 900 }) => {
    const page = await newPage(browser);
    await page.setViewportSize({ width, height });
    await page.goto(`${server.baseUrl}/iframe.html?id=${storyId}&viewMode=story&globals=lang:${lang}`);
    return page;
  };
}
