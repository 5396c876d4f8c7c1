import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { fileDownloadMutation, type FileCallName } from "./fileDownload";
import { ScriptedBank } from "./testing/ScriptedBank";

const saved: { name: string; href: string; hidden: boolean; inDocument: boolean }[] = [];
const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  saved.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({
      name: this.download,
      href: this.href,
      hidden: this.hidden === true,
      inDocument: this.isConnected,
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

describe("a call that answers with a file", () => {
  it("is saved by the browser under the bank's name, and its object URL is released afterwards", async () => {
    const bank = new ScriptedBank();
    const client = new QueryClient();
    const options = fileDownloadMutation(bank, "paymentReceipt");
    expect(options.mutationKey).toEqual(["paymentReceipt"]);

    const request = { reference: "FT1000000101", dwndType: 1, lang: "en" } as const;
    const file = await client.getMutationCache().build(client, options).execute(request);

    expect(file.fileName).toBe("Receipt-FT1000000101.pdf");
    expect(bank.calls("paymentReceipt")).toEqual([request]);
    expect(saved).toEqual([
      { name: "Receipt-FT1000000101.pdf", href: "blob:application/pdf", hidden: true, inDocument: true },
    ]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:application/pdf");
  });

  it("is offered for the calls declared with a file answer only (checked by the compiler)", () => {
    expectTypeOf<"statementReport" | "interestCertificate" | "paymentReceipt">().toExtend<FileCallName>();
    expectTypeOf<"serverDate">().not.toExtend<FileCallName>();
    expectTypeOf<"statementSearch">().not.toExtend<FileCallName>();
  });
});
