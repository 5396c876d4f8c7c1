import { describe, expect, it } from "vitest";
import { endpointPaths } from "../../../src/adapters/rib/contract/endpoint";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { newBrowser, raw, signInActive } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();

const browser = () => newBrowser(deps);
const code = (body: unknown) => (body as { code?: string }).code;

describe("the pipeline's routing", () => {
  it("answers an unknown path under every service root 404 REQUEST.NOT_FOUND, before the UrlToken check", async () => {
    const b = browser();
    for (const path of [
      "/app/rest/no/such/call",
      "/RIBProducer/rest/no/such/call",
      "/fis-rpt-svcs/RIBProducer/rest/no/such/call",
      "/rib-customer/rest/no/such/call",
    ]) {
      const response = await raw(b, "POST", path, { without: ["UrlToken"] });
      expect([response.status, code(response.body)], path).toEqual([404, "REQUEST.NOT_FOUND"]);
    }
  });

  it("answers a declared path with another method 405", async () => {
    const b = browser();
    expect((await raw(b, "GET", "/app/rest/transaction/validateTransacPwd")).status).toBe(405);
    expect((await raw(b, "POST", "/app/rest/account/accountlist", { json: {} })).status).toBe(405);
    expect((await raw(b, "GET", "/app/authentication")).status).toBe(405);
  });

  it("answers a call at every path of its declaration, alsoAt paths included", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    for (const path of endpointPaths(endpoints.customerId)) {
      expect((await raw(b, "GET", path)).status, path).toBe(200);
    }
    for (const path of endpointPaths(endpoints.txnCategoryMapping)) {
      expect((await raw(b, "GET", path)).status, path).toBe(200);
    }
  });
});
