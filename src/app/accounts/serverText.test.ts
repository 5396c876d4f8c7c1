import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { personText, PRODUCT_KEYS, productText, TITLE_KEYS } from "./serverText";

const translator = async (lang: Language) => (await createI18n(lang, allResources)).t;

describe("server text in the page's language", () => {
  it.each([
    ["en", "Home Loan", "Ms. Asha Verma"],
    ["de", "Immobilienkredit", "Frau Asha Verma"],
    ["hi", "गृह ऋण", "सुश्री Asha Verma"],
  ] as const)("in %s the home loan is %j and Ms. Asha Verma is %j", async (lang, product, person) => {
    const t = await translator(lang);
    expect(productText(t, "Home Loan")).toBe(product);
    expect(personText(t, "Ms. Asha Verma")).toBe(person);
  });

  it("translates every title, and no German or Hindi product name is left in English", async () => {
    const [de, hi] = await Promise.all([translator("de"), translator("hi")]);
    for (const name of Object.keys(PRODUCT_KEYS)) {
      expect(productText(de, name), name).not.toBe(name);
      expect(productText(hi, name), name).not.toBe(name);
    }
    expect(personText(de, "Mr. Ravi Kumar")).toBe("Herr Ravi Kumar");
    expect(personText(hi, "Mrs. Sunita Kumar")).toBe("श्रीमती Sunita Kumar");
    expect(Object.keys(TITLE_KEYS)).toEqual(["Mr.", "Ms.", "Mrs."]);
  });

  it("shows an unknown product and a name without a known title as the server wrote them", async () => {
    const t = await translator("de");
    expect(productText(t, "Senior Citizen Deposit")).toBe("Senior Citizen Deposit");
    expect(personText(t, "Prof. A. Rao")).toBe("Prof. A. Rao");
    expect(personText(t, "Asha Verma")).toBe("Asha Verma");
  });

  it("knows every product name and title the demo bank's server stores", () => {
    const seed = readFileSync(join(process.cwd(), "server/src/seed/demoData.ts"), "utf8");
    const products = [...seed.matchAll(/product: "([^"]+)"/g)].map((m) => m[1] ?? "");
    const titles = [...seed.matchAll(/prefix: "([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((p) => !(p in PRODUCT_KEYS))).toEqual([]);
    expect(titles.filter((p) => !(p in TITLE_KEYS))).toEqual([]);
  });
});
