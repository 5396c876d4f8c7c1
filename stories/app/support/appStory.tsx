import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { i18n as I18n, Resource } from "i18next";
import { useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import type { StoryContext } from "@storybook/react-vite";
import type { Bank } from "../../../src/adapters/rib/BankClient";
import type { EndpointName } from "../../../src/adapters/rib/contract/endpoints";
import { createQueryClient } from "../../../src/app/AppProviders";
import { createI18n, LOCALES } from "../../../src/app/i18n/i18n";
import { allResources } from "../../../src/app/i18n/testResources";
import { AppLayout } from "../../../src/app/layout/AppLayout";
import {
  StateProvider,
  useAppState,
  type SessionFlags,
  type StateParams,
} from "../../../src/app/navigation/StateProvider";
import { ServicesProvider } from "../../../src/app/ServicesContext";
import { FailureProvider } from "../../../src/app/session/FailureProvider";
import type { StateName } from "../../../src/app/stateNames";
import { states } from "../../../src/app/states";
import {
  ScriptedBank,
  type ScriptedAnswer,
  type ScriptedFailure,
} from "../../../src/app/testing/ScriptedBank";
import { AnnouncerProvider } from "../../../src/ui/LiveRegion";
import { LocaleProvider } from "../../../src/ui/LocaleProvider";
import { pseudoTree, type TextTree } from "../../support/pseudoResources";
import { toStoryLocale, type StoryLocale } from "../../support/storyText";
// The app's frame and screen layout, as src/app/main.tsx loads it (theme.css comes with the preview).
import "../../../src/app/app.css";

/**
 * Screen stories (GUIDE section 6): one app screen in one state, rendered the way the app renders
 * it (docs/TESTING.md, story sweep). Each story names the answers of the derived fake
 * (`ScriptedBank`, docs/DECISIONS.md D22); every call it does not name answers its default
 * fixture. A story file spreads {@link appMeta} into its meta and gives each story
 * {@link appParameters}:
 *
 *     const meta = {
 *       title: "App/About",
 *       component: AboutScreen,
 *       tags: ["page"],
 *       ...appMeta({ state: "about" }),
 *     } satisfies Meta<typeof AboutScreen>;
 *     export const Failed = { parameters: appParameters({ bank: { failures: { customerDetails: … } } }) };
 */

/** The answers a story scripts on the derived fake; every other call answers its fixture. */
export interface BankScript {
  /** Scripted answers by call name: a value the contract allows, or a function of the request. */
  readonly answers?: { readonly [K in EndpointName]?: ScriptedAnswer<K> };
  /** Refusals by call name: the status and catalogue code the server answers. */
  readonly failures?: { readonly [K in EndpointName]?: ScriptedFailure };
  /** Calls whose answers never come (the loading and saving states). */
  readonly pending?: readonly EndpointName[];
}

/** What a screen story declares. */
export interface AppStoryOptions {
  /** The named state the screen is shown at: its h1, document title and current menu entry. */
  readonly state: StateName;
  /**
   * `page`: inside the app's layout (skip link, header with the menu, main, footer), as a
   * signed-in page. Its story file's meta also says `tags: ["page"]` (written out: Storybook
   * indexes tags statically), so the sweep also checks the page-level rules. `public`: inside the
   * app's layout without the menu, as the app shows the sign-in, the sign-in code, the forced
   * password reset and the sign-out survey (also `tags: ["page"]`). `fragment`: the component
   * alone (a part of a screen).
   */
  readonly frame?: "page" | "public" | "fragment";
  readonly bank?: BankScript;
  /**
   * The session flags: by default a signed-in customer on a `page` or `fragment`, and no session
   * on a `public` page (the sign-in code, the forced reset and the survey name theirs).
   */
  readonly session?: SessionFlags;
  /**
   * The values the state change that opened the screen handed to it (e.g. the account of a detail
   * screen): the story opens the state with them, as the app does, before the screen is shown.
   */
  readonly params?: StateParams;
}

/** What {@link loadApp} makes for one render of a screen story. */
export interface LoadedApp {
  readonly i18n: I18n;
  readonly scripted: ScriptedBank;
  readonly bank: Bank;
  readonly queryClient: QueryClient;
  /** Whether a call, query or mutation that is not held by {@link BankScript.pending} is still running. */
  readonly isBusy: () => boolean;
}

/** A signed-in retail customer with a secure image. */
const SIGNED_IN: SessionFlags = { secureImageSet: true, customerType: "R" };

/**
 * Opens `state` with `params` by a state change, as the screen that links to it does, and shows
 * the screen from then on (its h1 takes the focus of that change, as in the app).
 */
function OpenedWith({
  state,
  params,
  children,
}: {
  readonly state: StateName;
  readonly params: StateParams;
  readonly children: ReactNode;
}) {
  const { go, serial } = useAppState();
  useLayoutEffect(() => {
    go(state, { params });
    // Once per mounted story: the params are the story's own and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return serial === 0 ? null : children;
}

/** The app's English texts pseudo-localised, made once (see stories/support/pseudoResources.ts). */
let pseudoResources: Resource | undefined;
function pseudoEnglish(): Resource {
  pseudoResources ??= {
    en: Object.fromEntries(
      Object.entries(allResources["en"] ?? {}).map(([ns, texts]) => [ns, pseudoTree(texts as TextTree)]),
    ),
  };
  return pseudoResources;
}

/** The app's i18n in a story language: the pseudo-locale is English with pseudo-localised texts. */
function storyI18n(locale: StoryLocale): Promise<I18n> {
  return locale === "pseudo" ? createI18n("en", pseudoEnglish()) : createI18n(locale, allResources);
}

function optionsOf(context: Pick<StoryContext, "parameters">): AppStoryOptions {
  const options = context.parameters["app"] as AppStoryOptions | undefined;
  if (options === undefined) throw new Error("A screen story needs parameters.app (see appMeta).");
  return options;
}

/** Scripts the story's answers, refusals and held calls on a fresh derived fake. */
function scriptedBank(script: BankScript = {}): ScriptedBank {
  const bank = new ScriptedBank();
  for (const [name, answer] of Object.entries(script.answers ?? {})) {
    bank.answer(name as EndpointName, answer as ScriptedAnswer<EndpointName>);
  }
  for (const [name, failure] of Object.entries(script.failures ?? {})) {
    bank.fail(name as EndpointName, failure as ScriptedFailure);
  }
  for (const name of script.pending ?? []) bank.pending(name);
  return bank;
}

/**
 * Makes, for every render (each language switch too), the app's i18n in the toolbar language,
 * a fresh QueryClient and the derived fake with the story's script.
 */
export async function loadApp(
  context: Pick<StoryContext, "parameters" | "globals">,
): Promise<{ app: LoadedApp }> {
  const options = optionsOf(context);
  const i18n = await storyI18n(toStoryLocale(context.globals["lang"]));
  const scripted = scriptedBank(options.bank);
  const held = new Set<unknown>(options.bank?.pending ?? []);
  const queryClient = createQueryClient();
  let open = 0;
  const bank: Bank = {
    call: ((name: EndpointName, request: never, callOptions?: never) => {
      const answer = scripted.call(name, request, callOptions);
      if (held.has(name)) return answer;
      open += 1;
      return answer.finally(() => {
        open -= 1;
      });
    }) as Bank["call"],
    logoutBeacon: () => scripted.logoutBeacon(),
  };
  const isBusy = () =>
    open > 0 ||
    queryClient.isFetching({ predicate: (query) => !held.has(query.queryKey[0]) }) > 0 ||
    queryClient.isMutating({ predicate: (mutation) => !held.has(mutation.options.mutationKey?.[0]) }) > 0;
  const app: LoadedApp = {
    i18n,
    scripted,
    bank,
    queryClient,
    isBusy,
  };
  return { app };
}

/** The app of the story being rendered. */
export function loadedApp(context: Pick<StoryContext, "loaded">): LoadedApp {
  const app = (context.loaded as { app?: LoadedApp }).app;
  if (app === undefined) throw new Error("A screen story needs the loader loadApp (see appMeta).");
  return app;
}

/**
 * The providers of a signed-in screen as AppProviders orders them (query client, i18n, React
 * Aria's locale, services, announcer, router, named state, failure catalogue), without the
 * session guards (idle time-out, Back/reload, blocked keys), which belong to the whole app.
 */
export function withApp(
  Story: ComponentType,
  context: Pick<StoryContext, "parameters" | "globals" | "loaded" | "tags">,
) {
  const options = optionsOf(context);
  if ((options.frame !== "fragment") !== context.tags.includes("page")) {
    throw new Error(
      'A screen story in the app\'s layout has tags: ["page"] in its meta, a fragment has not.',
    );
  }
  const app = loadedApp(context);
  const language = toStoryLocale(context.globals["lang"]);
  const frame = options.frame ?? "page";
  const session = options.session ?? (frame === "public" ? undefined : SIGNED_IN);
  const screen =
    options.params === undefined ? (
      <Story />
    ) : (
      <OpenedWith state={options.state} params={options.params}>
        <Story />
      </OpenedWith>
    );
  return (
    <QueryClientProvider client={app.queryClient}>
      <I18nextProvider i18n={app.i18n}>
        <LocaleProvider locale={LOCALES[language === "pseudo" ? "en" : language]}>
          <ServicesProvider services={{ bank: app.bank }}>
            <AnnouncerProvider>
              <MemoryRouter>
                <StateProvider
                  states={states}
                  initialState={options.state}
                  {...(session !== undefined ? { initialSession: session } : {})}
                >
                  <FailureProvider>
                    {frame === "fragment" ? (
                      screen
                    ) : (
                      <AppLayout isSignedIn={frame === "page"}>{screen}</AppLayout>
                    )}
                  </FailureProvider>
                </StateProvider>
              </MemoryRouter>
            </AnnouncerProvider>
          </ServicesProvider>
        </LocaleProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** A task later (React Query hands answers to React in one), then a frame (React has committed). */
const nextFrame = () =>
  new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), 0));

/** How many quiet frames in a row count as settled (a dependent query starts one commit later). */
const QUIET_FRAMES = 3;

/**
 * Waits until every call the screen made has been answered and rendered (the held ones of
 * {@link BankScript.pending} excepted), so the sweep checks the state the story names, not a
 * spinner on its way there.
 */
export async function appSettled(context: Pick<StoryContext, "loaded">, timeoutMs = 5000): Promise<void> {
  const app = loadedApp(context);
  const started = Date.now();
  for (let quiet = 0; quiet < QUIET_FRAMES;) {
    await nextFrame();
    quiet = app.isBusy() ? 0 : quiet + 1;
    if (Date.now() - started > timeoutMs) throw new Error(`The screen was still busy after ${timeoutMs} ms.`);
  }
  if (app.scripted.violations.length > 0) throw app.scripted.violations[0]!;
}

/** A text of the app in the story's language (for play functions, which find controls by name). */
export function appText(
  context: Pick<StoryContext, "loaded">,
  key: string,
  values?: Record<string, unknown>,
): string {
  return loadedApp(context).i18n.t(key, values ?? {});
}

/**
 * The meta of a screen's story file: the providers, the loader, the default play (wait until
 * the screen has settled), the frame (a page, public or signed in, is shown full width).
 */
export function appMeta(options: AppStoryOptions) {
  const frame = options.frame ?? "page";
  return {
    decorators: [withApp],
    loaders: [loadApp],
    parameters: { app: { ...options, frame }, layout: frame === "fragment" ? "padded" : "fullscreen" },
    play: appSettled,
  };
}

/** A story's own part of the screen story options (merged over the meta's). */
export function appParameters(options: Partial<AppStoryOptions>): { app: Partial<AppStoryOptions> } {
  return { app: options };
}
