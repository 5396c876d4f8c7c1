import { describe, expect, it } from "vitest";
import { endLeftoverSession } from "./services";
import { FakeBankApi } from "./testing/FakeBankApi";

describe("endLeftoverSession", () => {
  it("ends a session left by an earlier page (reload logs out, spec 000 section 4)", async () => {
    const api = new FakeBankApi();
    endLeftoverSession({ api }, "CSRF-ID=abc; Token=t0k3n");
    await Promise.resolve();
    expect(api.calls).toEqual(["logout"]);
  });

  it("calls nothing when no session cookie is there", () => {
    const api = new FakeBankApi();
    endLeftoverSession({ api }, "CSRF-ID=abc");
    expect(api.calls).toEqual([]);
  });
});
