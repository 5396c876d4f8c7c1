import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { endpoints } from "../../../../src/adapters/rib/contract/endpoints";
import { openApiDocument } from "../../../../src/adapters/rib/contract/openapi";
import type { AppDeps } from "./context";
import { openTestDeps } from "../../testSupport/testDatabase";

let deps: AppDeps;
beforeAll(async () => {
  deps = await openTestDeps();
});
afterAll(async () => {
  await deps.db.close();
});

describe("GET openapi.json", () => {
  it("serves the document of the endpoint table, without a session or a UrlToken, no-store", async () => {
    const app = createApp(deps);
    const expected = openApiDocument(endpoints);
    for (const root of ["/app/rest", "/RIBProducer/rest"]) {
      const response = await app.request(`${root}/openapi.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual(expected);
    }
  });

  it("still refuses other reads without a UrlToken", async () => {
    const response = await createApp(deps).request("/app/rest/getConfigurationData");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "REQUEST.INVALID" });
  });
});
