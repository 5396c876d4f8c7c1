import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { BankCallOptions } from "../domain";
import type { Bank, BankCalls } from "../adapters/rib/BankClient";
import type { EndpointName } from "../adapters/rib/contract/endpoints";

/**
 * The query options of one read of the bank, derived from the endpoint table: key `[name, request]`
 * (a write that declares the read in its `invalidates` marks every answer under `[name]` stale),
 * answered by `bank.call(name, request)`.
 */
export function bankQuery<K extends EndpointName>(bank: Bank, name: K, request: BankCalls[K]["request"]) {
  return queryOptions({
    queryKey: [name, request] as const,
    queryFn: (): Promise<BankCalls[K]["response"]> => bank.call(name, request),
  });
}

/**
 * The mutation options of one write of the bank: key `[name]`, so the reads its declaration lists
 * in `invalidates` are marked stale once it succeeds (`invalidateDeclaredReads` in `staleReads.ts`); answered by
 * `bank.call(name, request, options)` (`options`: the flow's idempotency key); never retried.
 */
export function bankMutation<K extends EndpointName>(bank: Bank, name: K, options?: BankCallOptions) {
  return mutationOptions({
    mutationKey: [name] as const,
    mutationFn: (request: BankCalls[K]["request"]): Promise<BankCalls[K]["response"]> =>
      bank.call(name, request, options),
    retry: false,
  });
}
