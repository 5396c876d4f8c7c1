import { describe, expect, it } from "vitest";
import * as domain from "./index";

/**
 * Every value a domain module exports is part of the package's face (`index.ts`), under the
 * same name and as the same object, so another channel never has to reach into a module path.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./index.ts"], {
  eager: true,
});

describe("src/domain/index.ts, the package face", () => {
  const face = domain as Record<string, unknown>;

  it("re-exports every value of every module", () => {
    const missing: string[] = [];
    for (const [path, module] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(module)) {
        if (face[name] !== value) missing.push(`${name} (${path})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("exports the names other channels rely on (issue: the public API)", () => {
    for (const name of [
      "passwordStrength",
      "isValidIfsc",
      "isValidPan",
      "tenureDays",
      "maxInstalments",
      "dayWithSuffix",
      "accountStatusName",
      "formatInr",
      "amountInWords",
    ]) {
      expect(typeof face[name], name).toBe("function");
    }
  });
});
