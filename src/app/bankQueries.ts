import { queryOptions } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../adapters/rib/BankClient";
import type { EndpointName } from "../adapters/rib/contract/endpoints";

/**
 * The query options of one read of the bank, derived from the endpoint table: key `[name, request]`
 * (invalidate a call's answers by `[name]`), answered by `bank.call(name, request)`.
 */
export function bankQuery<K extends EndpointName>(bank: Bank, name: K, request: BankCalls[K]["request"]) {
  return queryOptions({
    queryKey: [name, request] as const,
    queryFn: (): Promise<BankCalls[K]["response"]> => bank.call(name, request),
  });
}
