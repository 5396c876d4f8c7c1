import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it, test } from "vitest";
import { AXE_TAGS, launchBrowser, newPage } from "../support/browser";
import { layoutProblems, setTextSize, settle } from "../support/layoutChecks";
import { STORYBOOK_DIR, serveStatic, type StaticServer } from "../support/storybookServer";

/**
 * The story sweep (GUIDE section 6): every story of the built Storybook, in Chromium, through
 * axe in English (dark theme) and Hindi (light theme), and through the layout checks (no sideways
 * scrolling, no cut-off text) in German, Hindi and (all but the screens) the pseudo-locale at 320 px and at 1280 px
 * with 200% text. Each page loads iframe.html once; stories
 * and toolbar globals are switched through Storybook's preview channel, which is much faster
 * than a reload per story and locale. axe is the axe-core of @axe-core/playwright, injected once
 * per page and run directly: AxeBuilder injects it again and opens a helper page on every
 * analyze, which made the sweep ten times slower (about 0.6-2 s against 0.1 s per run).
 */

/** axe-core as @axe-core/playwright resolves it, so both always run the same version. */
const require = createRequire(import.meta.url);
const AXE_SOURCE = createRequire(require.resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js");

/** axe tags: WCAG 2.2 AA and axe's best practices. */
const TAGS = [...AXE_TAGS, "best-practice"];

/**
 * Page-level best practices that a story, a fragment of a page, cannot meet: every page has
 * one main landmark and one h1, and all content sits in landmarks. The app's own sweep checks them;
 * here they run only on the stories tagged `page` (a screen in the app's layout, stories/app).
 */
const PAGE_LEVEL_RULES = ["region", "landmark-one-main", "page-has-heading-one"];
const PAGE_TAG = "page";

/**
 * axe takes a link to `#id` for a skip link only when it comes before the page's first other
 * link; Storybook's hidden "no preview" help in iframe.html has links before the story root, so
 * in a page story the app's skip link (the first focusable element in the app) would be reported
 * as content outside the landmarks. The app's own sweep checks it in the real page.
 */
const isStorybookArtefact = (rule: string, target: unknown): boolean =>
  rule === "region" && JSON.stringify(target) === JSON.stringify([".ui-skip-link"]);

/** Pages working in parallel (CI has 2 cores; three pages keep both busy while one waits). */
const PAGES = Number(process.env["STORY_SWEEP_PAGES"] ?? 3);

/** How long a story may take to render and play. */
const RENDER_TIMEOUT_MS = 20000;

type StoryLang = "en" | "de" | "hi" | "pseudo";

interface Globals {
  lang: StoryLang;
  theme: "light" | "dark";
}

/** One pass over a story: the toolbar globals, and which checks run in it. */
interface Pass {
  label: string;
  globals: Globals;
  axe: boolean;
  layout: boolean;
  /** Whether the app's screen stories (`stories/app`, ids `app-…`) take this pass too. */
  screens: boolean;
}

/**
 * axe once per theme: English in the dark theme, Hindi (another script, `lang` on its texts) in the
 * light one. A story's roles, names, states and colours do not change with the language of its
 * texts, and the tour runs axe on every screen of the app in all three. The layout checks run
 * where the texts' length and script differ: German (the longest words), Hindi, and the
 * 40%-longer pseudo-locale.
 */
const PASSES: Pass[] = [
  { label: "en dark", globals: { lang: "en", theme: "dark" }, axe: true, layout: false, screens: true },
  { label: "de", globals: { lang: "de", theme: "light" }, axe: false, layout: true, screens: true },
  { label: "hi", globals: { lang: "hi", theme: "light" }, axe: true, layout: true, screens: true },
  // The pseudo-locale's length stands in for texts a component does not know yet; a screen shows
  // the app's own texts, whose German and Hindi the passes above lay out.
  { label: "pseudo", globals: { lang: "pseudo", theme: "light" }, axe: false, layout: true, screens: false },
];

const isScreenStory = (story: StoryEntry): boolean => story.id.startsWith("app-");

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 800 };

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
  tags?: string[];
}

const indexFile = join(STORYBOOK_DIR, "index.json");
/** Sweeps only the stories whose id contains this (for working on a few stories). */
const ONLY = process.env["STORY_SWEEP_ONLY"] ?? "";
const stories: StoryEntry[] = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, "utf8")) as { entries: Record<string, StoryEntry> }).entries,
    ).filter((entry) => entry.type === "story" && entry.id.includes(ONLY))
  : [];

/** A page with iframe.html loaded, the story it shows and the globals it has. */
interface Slot {
  page: Page;
  storyId: string;
  globals: string;
}

let server: StaticServer;
let browser: Browser;
/** The problems found in each story, by story id, each line naming its pass and check. */
const results = new Map<string, string[]>();
/** Files of the build that the stories asked for and did not get. */
const failedRequests = new Set<string>();
/** The font faces a page loaded over all passes: family and unicode range. */
let loadedFonts: { family: string; unicodeRange: string }[] = [];

function globalsParam(globals: Globals): string {
  return `lang:${globals.lang};theme:${globals.theme}`;
}

async function openSlot(firstStoryId: string): Promise<Slot> {
  const page = await newPage(browser);
  page.on("response", (response) => {
    if (response.status() >= 400) failedRequests.add(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => failedRequests.add(`failed ${request.url()}`));
  await page.setViewportSize(WIDE);
  const globals = globalsParam(PASSES[0]!.globals);
  await page.goto(`${server.baseUrl}/iframe.html?id=${firstStoryId}&viewMode=story&globals=${globals}`);
  // The first render is started by the URL; wait until it is over before switching stories.
  await page.waitForFunction(
    () => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === "finished" || phase === "errored" || phase === "aborted";
    },
    undefined,
    { timeout: RENDER_TIMEOUT_MS * 2 },
  );
  await page.addScriptTag({ path: AXE_SOURCE });
  return { page, storyId: firstStoryId, globals };
}

/**
 * Emits one preview-channel event and waits until `storyId` has rendered (after its play
 * function), or returns the error the preview reported.
 */
async function emitAndWait(
  page: Page,
  event: string,
  payload: unknown,
  storyId: string,
): Promise<string | null> {
  return page.evaluate(
    ({ event, payload, storyId, timeout }) =>
      new Promise<string | null>((resolve) => {
        type Listener = (arg: unknown) => void;
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(e: string, l: Listener): void;
              off(e: string, l: Listener): void;
              emit(e: string, p: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const describeError = (arg: unknown): string => {
          if (typeof arg === "string") return arg;
          const e = arg as { title?: string; description?: string; message?: string; name?: string } | null;
          return (
            [e?.name, e?.title, e?.message, e?.description].filter(Boolean).join(": ") || JSON.stringify(arg)
          );
        };
        const listeners: [string, Listener][] = [
          ["storyRendered", (id) => id === storyId && finish(null)],
          ["storyErrored", (e) => finish(`the story errored: ${describeError(e)}`)],
          ["storyThrewException", (e) => finish(`the story threw: ${describeError(e)}`)],
          ["playFunctionThrewException", (e) => finish(`the play function threw: ${describeError(e)}`)],
          ["storyMissing", () => finish(`the story is missing`)],
        ];
        const timer = setTimeout(() => finish(`no storyRendered within ${timeout} ms`), timeout);
        function finish(result: string | null): void {
          clearTimeout(timer);
          for (const [name, listener] of listeners) channel.off(name, listener);
          resolve(result);
        }
        for (const [name, listener] of listeners) channel.on(name, listener);
        channel.emit(event, payload);
      }),
    { event, payload, storyId, timeout: RENDER_TIMEOUT_MS },
  );
}

/** Gives the page new toolbar globals (the story on screen re-renders; its result is not used). */
async function setGlobals(slot: Slot, globals: Globals): Promise<void> {
  const key = globalsParam(globals);
  if (key === slot.globals) return;
  await emitAndWait(slot.page, "updateGlobals", { globals }, slot.storyId);
  slot.globals = key;
}

/** Shows `storyId` freshly mounted, so its play function runs in the current globals. */
async function show(slot: Slot, storyId: string): Promise<string | null> {
  const error =
    slot.storyId === storyId
      ? await emitAndWait(slot.page, "forceRemount", { storyId }, storyId)
      : await emitAndWait(slot.page, "setCurrentStory", { storyId, viewMode: "story" }, storyId);
  slot.storyId = storyId;
  return error;
}

/** The parts of an axe result the report names. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown }[];
}

/** Runs axe over the whole iframe document (the story root and its portals). */
async function axeProblems(page: Page, label: string, isPage: boolean): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ tags, disabled }) => {
      const axe = (
        window as unknown as {
          axe: { run(context: Document, options: unknown): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const results = await axe.run(document, {
        runOnly: { type: "tag", values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    { tags: TAGS, disabled: isPage ? [] : PAGE_LEVEL_RULES },
  );
  return violations.flatMap((v) =>
    v.nodes
      .filter((n) => !isStorybookArtefact(v.id, n.target))
      .map((n) => `[${label}] axe ${v.id} (${v.impact ?? "n/a"}): ${v.help} at ${JSON.stringify(n.target)}`),
  );
}

async function layoutAt(page: Page, label: string): Promise<string[]> {
  return (await layoutProblems(page)).map((p) => `[${label}] layout: ${p}`);
}

/** Runs one pass's checks over one story and returns the problems found, each naming its pass. */
async function check(slot: Slot, story: StoryEntry, pass: Pass): Promise<string[]> {
  const storyId = story.id;
  const error = await show(slot, storyId);
  if (error !== null) return [`[${pass.label}] ${error}`];
  await settle(slot.page);
  // A story that renders nothing would pass every check: it fails instead.
  const empty = await slot.page.evaluate(
    () => (document.querySelector("#storybook-root")?.childElementCount ?? 0) === 0,
  );
  if (empty) return [`[${pass.label}] the story rendered nothing into #storybook-root`];
  const isPage = story.tags?.includes(PAGE_TAG) === true;
  const problems = pass.axe ? await axeProblems(slot.page, `${pass.label} 1280 px`, isPage) : [];
  if (!pass.layout) return problems;
  // 320 px and 200% text: what fits there fits at 1280 px with the usual text size.
  await slot.page.setViewportSize(NARROW);
  await settle(slot.page);
  problems.push(...(await layoutAt(slot.page, `${pass.label} 320 px`)));
  await slot.page.setViewportSize(WIDE);
  await setTextSize(slot.page, "200%");
  problems.push(...(await layoutAt(slot.page, `${pass.label} 1280 px 200% text`)));
  await setTextSize(slot.page, "");
  return problems;
}

/**
 * The whole sweep, pass by pass (the globals change once per page and pass, and each story
 * renders once per pass): the pages take the stories from one queue.
 */
async function sweepAll(): Promise<void> {
  for (const story of stories) results.set(story.id, []);
  const first = stories[0]!.id;
  const slots = await Promise.all(
    Array.from({ length: Math.min(PAGES, stories.length) }, () => openSlot(first)),
  );
  for (const pass of PASSES) {
    const started = Date.now();
    const queue = stories.filter((story) => pass.screens || !isScreenStory(story));
    await Promise.all(
      slots.map(async (slot) => {
        await setGlobals(slot, pass.globals);
        for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
          results.get(story.id)!.push(...(await check(slot, story, pass)));
        }
      }),
    );
    const swept = stories.filter((story) => pass.screens || !isScreenStory(story)).length;
    console.log(`story sweep: ${pass.label} over ${swept} stories in ${Date.now() - started} ms`);
  }
  loadedFonts = await slots[0]!.page.evaluate(() =>
    Array.from(document.fonts)
      .filter((font) => font.status === "loaded")
      .map((font) => ({ family: font.family.replace(/"/g, ""), unicodeRange: font.unicodeRange })),
  );
}

beforeAll(async () => {
  if (stories.length === 0) return;
  server = await serveStatic();
  browser = await launchBrowser();
  await sweepAll();
}, 30 * 60000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the story sweep", () => {
  it("finds the built Storybook and its stories", ({ expect }) => {
    expect(existsSync(indexFile), `${indexFile} is missing: run \`npm run build-storybook\` first`).toBe(
      true,
    );
    expect(stories.length).toBeGreaterThan(0);
  });

  it("serves every file the stories ask for, and loads Noto Sans for Latin and Devanagari", ({ expect }) => {
    expect([...failedRequests]).toEqual([]);
    // @fontsource/noto-sans 5 has a Devanagari subset of its own, so Hindi text comes from the
    // first family of --ui-font and Noto Sans Devanagari stays a fallback that is not fetched.
    const noto = loadedFonts.filter((font) => font.family === "Noto Sans");
    expect(noto.some((font) => font.unicodeRange.includes("U+0-FF"))).toBe(true);
    expect(noto.some((font) => font.unicodeRange.includes("U+900-97F"))).toBe(true);
  });

  test.for(stories)(
    "$title / $name ($id): axe in en dark and hi; layout in de, hi and (not screens) pseudo",
    (story, { expect }) => {
      const problems = results.get(story.id) ?? [`${story.id} was not swept`];
      expect(problems, `${story.id}: ${problems.length} problem(s)`).toEqual([]);
    },
  );
});
