import { describe, expect, it } from "vitest";
import { loadTranslations } from "./loadTranslations";

describe("loadTranslations", () => {
  it("fetches /i18n/{lang}.json and adds each namespace", async () => {
    const added: [string, string, object][] = [];
    const urls: string[] = [];
    const fakeFetch = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ common: { bankName: "B" }, login: { submit: "Anmelden" } }));
    }) as unknown as typeof fetch;
    const namespaces = await loadTranslations(
      { addResourceBundle: (lng, ns, res) => added.push([lng, ns, res]) },
      "de",
      { fetch: fakeFetch },
    );
    expect(urls).toEqual(["/i18n/de.json"]);
    expect(namespaces).toEqual(["common", "login"]);
    expect(added).toEqual([
      ["de", "common", { bankName: "B" }],
      ["de", "login", { submit: "Anmelden" }],
    ]);
  });

  it("rejects when the file is missing", async () => {
    const fakeFetch = (async () => new Response("", { status: 404 })) as unknown as typeof fetch;
    await expect(
      loadTranslations({ addResourceBundle: () => undefined }, "xx", { fetch: fakeFetch }),
    ).rejects.toThrow();
  });
});
