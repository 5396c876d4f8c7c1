import { MutationObserver, QueryObserver, type QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { Bank } from "../adapters/rib/BankClient";
import { endpoints, type EndpointName } from "../adapters/rib/contract/endpoints";
import { createQueryClient, hashBankQueryKey } from "./AppProviders";
import { bankMutation, bankQuery } from "./bankQueries";

/** A bank whose every call answers `answer`, or fails with `failure` when given. */
function fakeBank(answer: unknown, failure?: Error): Bank & { readonly call: ReturnType<typeof vi.fn> } {
  return {
    call: vi.fn(() => (failure !== undefined ? Promise.reject(failure) : Promise.resolve(answer))),
    logoutBeacon: () => false,
  } as unknown as Bank & { readonly call: ReturnType<typeof vi.fn> };
}

/** Cached answers of reads, each under its own `[name, request]` key, none watched by a screen. */
function cacheReads(client: QueryClient, names: readonly EndpointName[]): void {
  for (const name of names) client.setQueryData([name, { of: name }], { cached: name });
}

/** The reads whose cached answers are marked stale. */
function staleReads(client: QueryClient): readonly string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => String(query.queryKey[0]))
    .sort();
}

const NICKNAME_SAVE = { accounts: [] } as never;

describe("the declared reads are made stale in one place, after a successful write", () => {
  it("marks exactly the reads the write declares, under any request", async () => {
    const client = createQueryClient();
    const declared = endpoints.updateNicknames.invalidates;
    const others: EndpointName[] = ["beneficiaryList", "favouriteTransactions", "transactionList"];
    cacheReads(client, [...declared, ...others]);
    const bank = fakeBank({ success: true });

    await new MutationObserver(client, bankMutation(bank, "updateNicknames")).mutate(NICKNAME_SAVE);

    expect(bank.call).toHaveBeenCalledWith("updateNicknames", NICKNAME_SAVE, undefined);
    expect(staleReads(client)).toEqual([...declared].sort());
  });

  it("marks nothing when the bank answers that it changed nothing (success false)", async () => {
    const client = createQueryClient();
    cacheReads(client, endpoints.updateNicknames.invalidates);
    const bank = fakeBank({ success: false, statusMsg: "duplicate" });

    await new MutationObserver(client, bankMutation(bank, "updateNicknames")).mutate(NICKNAME_SAVE);

    expect(staleReads(client)).toEqual([]);
  });

  it("marks nothing when the write fails", async () => {
    const client = createQueryClient();
    cacheReads(client, endpoints.updateNicknames.invalidates);
    const bank = fakeBank(null, new Error("refused"));

    await expect(
      new MutationObserver(client, bankMutation(bank, "updateNicknames")).mutate(NICKNAME_SAVE),
    ).rejects.toThrow("refused");

    expect(staleReads(client)).toEqual([]);
  });

  it("marks nothing after a read or a mutation whose key names no call", async () => {
    const client = createQueryClient();
    cacheReads(client, ["accountList", "dashboardSummary"]);
    const bank = fakeBank({});

    await new MutationObserver(client, bankMutation(bank, "checkBenIfsc")).mutate({ ifsc: "HDFC0000001" });
    await new MutationObserver(client, {
      mutationKey: ["verifyCurrentPassword"],
      mutationFn: () => Promise.resolve(true),
    }).mutate();

    expect(staleReads(client)).toEqual([]);
  });

  it("covers a mutation built by hand with the call's name as its key", async () => {
    const client = createQueryClient();
    cacheReads(client, ["pendingBeneficiaryList", "beneficiaryList"]);

    await new MutationObserver(client, {
      mutationKey: ["pendingBeneficiaryDelete"],
      mutationFn: () => Promise.resolve({ success: true }),
    }).mutate();

    expect(staleReads(client)).toEqual(["pendingBeneficiaryList"]);
  });

  it("reads a watched answer again at once, before the write's own success runs", async () => {
    const client = createQueryClient();
    const balances = [100, 40];
    const bank = fakeBank({ success: true });
    const list = bankQuery(bank, "accountList", {});
    const watched = new QueryObserver(client, {
      queryKey: list.queryKey,
      queryFn: () => Promise.resolve(balances.shift()),
    });
    const seen: unknown[] = [];
    const unsubscribe = watched.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(watched.getCurrentResult().data).toBe(100));

    // The default staleTime (30 s) would keep 100; the payment's declaration makes it stale.
    let balanceAtSuccess: unknown = null;
    await new MutationObserver(client, {
      ...bankMutation(bank, "fundsTransferWithinBank", { idempotencyKey: "pay-1" }),
      onSuccess: () => {
        balanceAtSuccess = client.getQueryData(list.queryKey);
      },
    }).mutate({} as never);

    expect(balanceAtSuccess).toBe(40);
    expect(seen).toContain(40);
    expect(bank.call).toHaveBeenCalledWith("fundsTransferWithinBank", {}, { idempotencyKey: "pay-1" });
    unsubscribe();
  });
});

describe("a read keyed by a request with a decoded amount", () => {
  it("is cached under its own key: the amount's digits count, the order of fields does not", () => {
    const client = createQueryClient();
    const request = { fromAmount: 100_000n, toAmount: null, type: "NEFT" };
    client.setQueryData(["ftEnquiry", request], { rows: 1 });
    expect(
      client.getQueryData(["ftEnquiry", { type: "NEFT", toAmount: null, fromAmount: 100_000n }]),
    ).toEqual({
      rows: 1,
    });
    expect(client.getQueryData(["ftEnquiry", { ...request, fromAmount: 100_001n }])).toBeUndefined();
    expect(hashBankQueryKey(["ftEnquiry", { b: 2n, a: 1 }])).toBe('["ftEnquiry",{"a":1,"b":"2n"}]');
  });
});
