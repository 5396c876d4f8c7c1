import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { App } from "../App";
import { AppProviders } from "../AppProviders";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import type { SessionFlags } from "../navigation/StateProvider";
import type { StateName } from "../stateNames";
import { FakeBankApi } from "./FakeBankApi";
import { ScriptedBank } from "./ScriptedBank";

/**
 * Renders the whole app at `path` with the real translations and the fake bank: `bank` (the
 * scripted bank derived from the endpoint table) for the areas moved onto `bank.call`, `api` for
 * the others.
 */
export async function renderApp(
  options: {
    readonly api?: FakeBankApi;
    readonly bank?: ScriptedBank;
    readonly lang?: Language;
    readonly path?: string;
    readonly initialState?: StateName;
    readonly initialSession?: SessionFlags;
  } = {},
) {
  const api = options.api ?? new FakeBankApi();
  const bank = options.bank ?? new ScriptedBank();
  const i18n = await createI18n(options.lang ?? "en", allResources);
  const result = render(
    <AppProviders
      i18n={i18n}
      services={{ api, bank }}
      router={(children) => <MemoryRouter initialEntries={[options.path ?? "/"]}>{children}</MemoryRouter>}
      {...(options.initialState !== undefined ? { initialState: options.initialState } : {})}
      {...(options.initialSession !== undefined ? { initialSession: options.initialSession } : {})}
    >
      <App />
    </AppProviders>,
  );
  return { ...result, api, bank, i18n };
}
