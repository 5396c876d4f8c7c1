import { describe, expect, it } from "vitest";
import { LoginScreen } from "./login/LoginScreen";
import { SCREENS, preloadScreen } from "./states";

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
