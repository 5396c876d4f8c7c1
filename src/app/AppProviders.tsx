import { useState, type ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { MutationCache, QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { LocaleProvider } from "../ui/LocaleProvider";
import { AnnouncerProvider } from "../ui/LiveRegion";
import { isLanguage, LOCALES } from "./i18n/i18n";
import { ServicesProvider } from "./ServicesContext";
import type { Services } from "./services";
import { StateProvider, type SessionFlags } from "./navigation/StateProvider";
import type { StateName } from "./stateNames";
import { states } from "./states";
import { FailureProvider } from "./session/FailureProvider";
import { SessionGuards } from "./session/SessionGuards";

/**
 * TanStack Query's key hash (object keys sorted) for keys that hold a decoded amount: a `bigint`,
 * which JSON cannot write, is written as its digits with an `n`, as the language writes it.
 */
export function hashBankQueryKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_key, value: unknown) => {
    if (typeof value === "bigint") return `${value.toString()}n`;
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((name) => [name, record[name]]),
    );
  });
}

/**
 * A query client for the bank: nothing is retried by itself, money-moving mutations never; after
 * every successful write the reads its declaration lists in `invalidates` are marked stale (the
 * write named by its mutation's key, `[name]`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      // The table of calls loads with the bank's client, after the sign-in page: so does this.
      onSuccess: async (answer, _variables, _context, mutation, { client }) => {
        const { invalidateDeclaredReads } = await import("./staleReads");
        await invalidateDeclaredReads(client, mutation.options.mutationKey, answer);
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        queryKeyHashFn: hashBankQueryKey,
      },
      mutations: { retry: false },
    },
  });
}

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  readonly i18n: I18n;
  readonly services: Services;
  readonly children: ReactNode;
  /** A router for tests (MemoryRouter); the browser's by default. */
  readonly router?: (children: ReactNode) => ReactNode;
  readonly initialState?: StateName;
  readonly initialSession?: SessionFlags;
  readonly queryClient?: QueryClient;
}

/** React Aria's locale follows the language the customer chose (en-IN, de-DE, hi-IN). */
function FollowLocale({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = LOCALES[isLanguage(i18n.language) ? i18n.language : "en"];
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}

/** Every provider of the app, outermost first. */
export function AppProviders({
  i18n,
  services,
  children,
  router = (inner) => <BrowserRouter>{inner}</BrowserRouter>,
  initialState,
  initialSession,
  queryClient,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <FollowLocale>
          <ServicesProvider services={services}>
            <AnnouncerProvider>
              {router(
                <StateProvider
                  states={states}
                  {...(initialState !== undefined ? { initialState } : {})}
                  {...(initialSession !== undefined ? { initialSession } : {})}
                >
                  <FailureProvider>
                    <SessionGuards />
                    {children}
                  </FailureProvider>
                </StateProvider>,
              )}
            </AnnouncerProvider>
          </ServicesProvider>
        </FollowLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
