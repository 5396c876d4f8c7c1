import { describe, expect, it } from "vitest";
import { createServices, endLeftoverSession } from "./services";
import { ScriptedBank } from "./testing/ScriptedBank";

describe("endLeftoverSession", () => {
  it("ends a session left by an earlier page (reload logs out, spec 000 section 4)", async () => {
    const bank = new ScriptedBank();
    endLeftoverSession({ bank }, "CSRF-ID=abc; Token=t0k3n");
    await Promise.resolve();
    expect(bank.names).toEqual(["logout"]);
  });

  it("ends a session left on a secure origin (the __Host-Token cookie)", async () => {
    const bank = new ScriptedBank();
    endLeftoverSession({ bank }, "__Host-CSRF-ID=abc; __Host-Token=t0k3n");
    await Promise.resolve();
    expect(bank.names).toEqual(["logout"]);
  });

  it("calls nothing when no session cookie is there", () => {
    const bank = new ScriptedBank();
    endLeftoverSession({ bank }, "CSRF-ID=abc");
    expect(bank.names).toEqual([]);
  });
});

describe("createServices", () => {
  it("loads no client before the first call or interaction, and keeps the beacon synchronous", () => {
    const services = createServices();
    expect(typeof services.bank.call).toBe("function");
    // The beacon is queued at once, without the client chunk (no Token cookie in jsdom: nothing queued).
    expect(services.bank.logoutBeacon()).toBe(false);
  });
});
