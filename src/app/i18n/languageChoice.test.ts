import { afterEach, describe, expect, it } from "vitest";
import { cookieLanguage, rememberLanguage, storedLanguage } from "./languageChoice";

afterEach(() => {
  localStorage.clear();
  document.cookie = "rib.lang=; Path=/; Max-Age=0";
});

describe("the language choice kept on this browser", () => {
  it("is English until one is chosen, then kept in storage and in the cookie the server reads", () => {
    expect(storedLanguage()).toBe("en");
    expect(cookieLanguage(document.cookie)).toBeUndefined();
    rememberLanguage("hi");
    expect(storedLanguage()).toBe("hi");
    expect(cookieLanguage(document.cookie)).toBe("hi");
  });

  it("takes the cookie's language when nothing is stored, and the stored one over the cookie's", () => {
    document.cookie = "rib.lang=de; Path=/";
    expect(storedLanguage()).toBe("de");
    localStorage.setItem("rib.lang", "hi");
    expect(storedLanguage()).toBe("hi");
  });

  it("reads the cookie among others and ignores a value that is not a language of the product", () => {
    expect(cookieLanguage("CSRF-ID=abc; rib.lang=de; Token=x")).toBe("de");
    expect(cookieLanguage("rib.lang=fr")).toBeUndefined();
    expect(cookieLanguage("xrib.lang=de")).toBeUndefined();
    localStorage.setItem("rib.lang", "klingon");
    expect(storedLanguage()).toBe("en");
  });
});
