import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { App } from "../App";
import { AppProviders } from "../AppProviders";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import type { SessionFlags } from "../navigation/StateProvider";
import type { StateName } from "../stateNames";
import { ScriptedBank } from "./ScriptedBank";

/** Renders the whole app at `path` with the real translations and the scripted bank derived from the endpoint table. */
export async function renderApp(
  options: {
    readonly bank?: ScriptedBank;
    readonly lang?: Language;
    readonly path?: string;
    readonly initialState?: StateName;
    readonly initialSession?: SessionFlags;
  } = {},
) {
  const bank = options.bank ?? new ScriptedBank();
  const i18n = await createI18n(options.lang ?? "en", allResources);
  const result = render(
    <AppProviders
      i18n={i18n}
      services={{ bank }}
      router={(children) => <MemoryRouter initialEntries={[options.path ?? "/"]}>{children}</MemoryRouter>}
      {...(options.initialState !== undefined ? { initialState: options.initialState } : {})}
      {...(options.initialSession !== undefined ? { initialSession: options.initialSession } : {})}
    >
      <App />
    </AppProviders>,
  );
  return { ...result, bank, i18n };
}
