import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newPage } from "../support/browser";
import { useOwnServer } from "./ownServer";
import {
  DEMO_PASSWORD,
  enterPassword,
  enterUsername,
  expectDashboard,
  expectFocusOnHeading,
  openSignIn,
  pressKey,
  visible,
} from "./flows";
import { text } from "./text";

// neha's data is read only; the file has a server of its own as every flow file has.
const own = useOwnServer();

/** The demo customer without a registered mobile number. */
const NO_MOBILE_CUSTOMER = "neha";

describe("a customer without a registered mobile number", () => {
  it("is told on arrival at each payment with a code, in German, before any form and before 'add a beneficiary'", async () => {
    const page = await newPage(own.browser, { lang: "de" });
    await openSignIn(page, own.server.baseUrl, "de");
    await enterUsername(page, "de", NO_MOBILE_CUSTOMER);
    await enterPassword(page, "de", DEMO_PASSWORD);
    await expectDashboard(page, "de");
    const nav = page.getByRole("navigation", { name: text("de", "common:menu.label") });
    for (const state of ["thirdFdThirdPtyTrnsfrInFIS", "neftRtgsHome"]) {
      await pressKey(page, nav.getByRole("button", { name: text("de", "common:menu.fundsTransfer") }), 200);
      await pressKey(page, nav.getByRole("link", { name: text("de", `states:${state}`) }), 30);
      await expectFocusOnHeading(page, text("de", `states:${state}`));
      await visible(page.getByText(text("de", "flow:noMobile.title")));
      // What she hears first is what she must do; adding a beneficiary would need a code as well.
      expect(await page.getByText(text("de", "transfers:noBeneficiary")).count()).toBe(0);
      await expectNoAxeViolations(page, state);
    }
  }, 180_000);
});
