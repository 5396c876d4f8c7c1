import { describe, expect, expectTypeOf, it } from "vitest";
import { LoginScreen } from "./login/LoginScreen";
import { isIdleGuarded } from "./session/idleGuarded";
import type { ParamsOf, StateName } from "./stateNames";
import { MENU_ENTRIES, SCREENS, preloadScreen, states } from "./states";

const LAZY = Symbol.for("react.lazy");
const typeOf = (component: unknown): unknown => (component as { $$typeof?: unknown }).$$typeof;

describe("the screens of the named states", () => {
  it("are lazy until preloaded; a preloaded screen is its component, shown without a loading step", async () => {
    expect(typeOf(SCREENS.login)).toBe(LAZY);
    expect(typeOf(SCREENS.about)).toBe(LAZY);
    await preloadScreen("login");
    expect(SCREENS.login).toBe(LoginScreen);
    expect(typeOf(SCREENS.about)).toBe(LAZY);
  });
});

describe("the declarations of the named states", () => {
  it("make the menu: its groups and items in the order of spec 000 section 2, each id once", () => {
    expect(MENU_ENTRIES.map((entry) => [entry.group, entry.id, entry.state, entry.labelKey])).toEqual([
      ["myHome", "dashboard", "dashboard", "common:menu.dashboard"],
      ["myHome", "configureHomePage", "configureHomePage", "states:configureHomePage"],
      ["myHome", "menuSearch", "menuSearch", "states:menuSearch"],
      ["myAccounts", "acnList", "acnList", "states:acnList"],
      ["myAccounts", "closedAcnList", "closedAcnList", "states:closedAcnList"],
      ["myAccounts", "acnNickName", "acnNickName", "states:acnNickName"],
      ["myAccounts", "txnEnquiry", "txnEnquiry", "states:txnEnquiry"],
      ["myAccounts", "acctStmt", "acctStmt", "states:acctStmt"],
      ["myAccounts", "certificates", "certificates", "states:certificates"],
      ["fundsTransfer", "addModifyBeneficiary", "beneficiary.options", "beneficiary:menu.manage"],
      ["fundsTransfer", "pendingBeneficiaries", "beneficiary.pendingBene", "beneficiary:menu.pending"],
      ["fundsTransfer", "ownAcnTransfer", "ownFd.ownAcnTransfer", "states:ownFdOwnAcnTransfer"],
      [
        "fundsTransfer",
        "thirdPtyTrnsfrInFIS",
        "thirdFd.thirdPtyTrnsfrInFIS",
        "states:thirdFdThirdPtyTrnsfrInFIS",
      ],
      ["fundsTransfer", "neftRtgs", "neftRtgs.home", "states:neftRtgsHome"],
      ["fundsTransfer", "favTrans", "favTrans.home", "favourites:states.home"],
      ["fundsTransfer", "fundTrnsfrEnquiry", "fundTrnsfrEnquiry", "ftEnquiry:states.home"],
      ["myServices", "about", "about", "common:menu.about"],
      ["myServices", "securitySettings", "scrtyInfo.view", "security:menuItem"],
      ["myServices", "secureImage", "scrtyInfo.secureImage", "states:scrtyInfoSecureImage"],
      ["myServices", "selfService", "selfService", "states:selfService"],
    ]);
  });

  it("say which states the idle time-out guards: all but the public ones and the sign-out survey", () => {
    const unguarded = (Object.keys(states) as StateName[]).filter((name) => !isIdleGuarded(states[name]));
    expect(unguarded).toEqual(["login", "feedback"]);
  });

  it("let the tour reach a linked screen only from a screen it opens from the menu", () => {
    for (const declaration of Object.values(states)) {
      if (declaration.tour?.via !== "link") continue;
      expect(states[declaration.tour.from].tour?.via).toBe("menu");
    }
  });

  it("type go's params by the names a state declares (checked by the compiler)", () => {
    expectTypeOf<"noSuchState">().not.toExtend<StateName>();
    expectTypeOf<ParamsOf<"acctStmt">>().toEqualTypeOf<Readonly<{ accountNumber?: string }>>();
    expectTypeOf<ParamsOf<"beneficiary.modifyBeneficiary">>().toEqualTypeOf<
      Readonly<{ sequence?: string; action?: string }>
    >();
    // A state that declares no params takes none.
    expectTypeOf<ParamsOf<"about">>().toBeNever();
  });
});
