import type { QueryClient } from "@tanstack/react-query";
import type { Endpoint } from "../adapters/rib/contract/endpoint";
import { endpoints, type EndpointName } from "../adapters/rib/contract/endpoints";

// The table of calls is a value here: this module loads with the bank's client, after the sign-in
// page (the query client imports it when a mutation succeeds), so the sign-in page's scripts do
// not carry the table.

/** The reads a successful call of `name` makes stale, as its declaration lists them (none for a read or an unknown name). */
export function readsMadeStaleBy(name: unknown): readonly EndpointName[] {
  if (typeof name !== "string" || !Object.hasOwn(endpoints, name)) return [];
  const declaration: Endpoint = endpoints[name as EndpointName];
  // The table's join checks every listed name is one of its calls.
  return (declaration.invalidates ?? []) as readonly EndpointName[];
}

/** Whether an answer says the bank changed nothing (`success: false`, as a duplicate nickname answers). */
function isRefusal(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "success" in answer && answer.success === false;
}

/**
 * The one place a write's declared `invalidates` is applied: the query client's mutation cache
 * calls it after every successful mutation (`createQueryClient`). The write is the endpoint the
 * mutation's key names first (`mutationKey: [name]`, as {@link bankMutation} sets it); every cached
 * answer whose key starts with a read it lists is marked stale, and a screen showing one reads it
 * again at once (awaited: the mutation's own success handlers run after the fresh answers are in),
 * any other screen on its next visit. A failed call, an answer of `success: false` (the bank
 * changed nothing), or a key that names no write, changes nothing.
 */
export async function invalidateDeclaredReads(
  queryClient: QueryClient,
  mutationKey: readonly unknown[] | undefined,
  answer?: unknown,
): Promise<void> {
  if (isRefusal(answer)) return;
  await Promise.all(
    readsMadeStaleBy(mutationKey?.[0]).map((read) => queryClient.invalidateQueries({ queryKey: [read] })),
  );
}
