import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Bank } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/** `GET getConfigurationData` (the idle time-out, the warning, the code policy), fetched once. */
export const configurationQuery = (bank: Bank) =>
  queryOptions({ ...bankQuery(bank, "configuration", {}), staleTime: Number.POSITIVE_INFINITY });

/**
 * `POST session/extend`: `true` from the time-out warning (counts one extension), `false` the quiet
 * keep-alive while the customer types.
 */
export const extendSessionMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["extendSession"],
    mutationFn: (fromWarning: boolean) => bank.call("extendSession", { fromWarning }),
    retry: false,
  });

/**
 * `POST /app/logout`: ends the server session (answers 200 also without one); never retried. It is
 * sent also while the browser says it is offline (the sign-out on going offline must not wait for
 * the connection; without one it fails at once and the sign-out goes on).
 */
export const logoutMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["logout"],
    mutationFn: () => bank.call("logout", {}),
    retry: false,
    networkMode: "always",
  });
