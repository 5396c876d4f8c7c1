import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Redacted } from "effect";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank, type ScriptedFailure } from "../testing/ScriptedBank";
import type { SessionFlags } from "../navigation/StateProvider";

// Each test types several passwords key by key; the shared test machine can be slow.
vi.setConfig({ testTimeout: 40_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

const signedIn: SessionFlags = { secureImageSet: true, customerType: "R" };
const field = (name: string) => screen.getByLabelText(name, { selector: "input" });

const RECENT_EN = "You have used this password recently. Choose a password that you have not used recently.";
const RECENT_HI = "आपने यह पासवर्ड हाल ही में इस्तेमाल किया है। ऐसा पासवर्ड चुनें जिसे आपने हाल में इस्तेमाल नहीं किया हो।";

/** The bank's refusal of a recently used password (406), naming the request field it is about. */
const recentlyUsed = (requestField: "pwd" | "transacPwd"): ScriptedFailure => ({
  status: 406,
  code: "PASSWORD_CHANGE.RECENTLY_USED",
  body: {
    status: 406,
    code: "PASSWORD_CHANGE.RECENTLY_USED",
    statusMsg: "The new password cannot be one of your last 5 passwords.",
    field: requestField,
  },
});

describe("a new password must not be one of the last five (password history)", () => {
  it("names the rule with the new password fields, in English and Hindi", async () => {
    await renderApp({
      bank: new ScriptedBank(),
      initialState: "scrtyInfo.view",
      initialSession: { ...signedIn, resetRequired: true, resetWhich: "both" },
    });
    await screen.findByRole("heading", { level: 2, name: "Change your login and transaction passwords" });
    expect(field("New login password")).toHaveAccessibleDescription(
      expect.stringContaining("It must not be one of your last 5 passwords."),
    );
    expect(field("New transaction password")).toHaveAccessibleDescription(
      expect.stringContaining("must not be one of your last 5 transaction passwords."),
    );
    cleanup();
    await renderApp({
      bank: new ScriptedBank(),
      lang: "hi",
      initialState: "scrtyInfo.view",
      initialSession: signedIn,
    });
    await screen.findByRole("heading", { level: 2, name: "अपना लॉगिन पासवर्ड बदलें" });
    expect(field("नया लॉगिन पासवर्ड")).toHaveAccessibleDescription(
      expect.stringContaining("यह आपके पिछले 5 पासवर्ड में से कोई नहीं होना चाहिए।"),
    );
  });

  it("a recently used login password is refused on the password step, before any code (meera)", async () => {
    const bank = new ScriptedBank().fail("securityCheckNewPwd", recentlyUsed("pwd"));
    const user = userEvent.setup();
    await renderApp({ bank, initialState: "scrtyInfo.view", initialSession: signedIn });
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await user.type(field("Current login password"), "Demo@1234");
    await user.type(field("New login password"), "Older#Pass1");
    await user.type(field("Confirm new login password"), "Older#Pass1");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: RECENT_EN })).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(field("New login password")).toHaveAttribute("aria-invalid", "true");
    expect(field("New login password")).toHaveAccessibleDescription(expect.stringContaining(RECENT_EN));
    // The check came after the current password, and no code was asked for.
    expect(bank.names.filter((name) => name.startsWith("security"))).toEqual([
      "securityLoginPwd",
      "securityCheckNewPwd",
    ]);
    expect(Redacted.value(bank.calls("securityCheckNewPwd")[0]!.pwd!)).toBe("Older#Pass1");
    expect(bank.calls("securityCheckNewPwd")[0]).toMatchObject({ pwdFlag: "Y", transacPwdFlag: "N" });
    expect(bank.calls("generateOtp")).toEqual([]);
    expect(
      screen.queryByRole("heading", { name: "Confirm with a one-time password" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("a recently used transaction password is refused in the forced reset, in Hindi (kiran)", async () => {
    const bank = new ScriptedBank().fail("securityCheckNewPwd", recentlyUsed("transacPwd"));
    const user = userEvent.setup();
    await renderApp({
      bank,
      lang: "hi",
      initialState: "scrtyInfo.view",
      initialSession: { ...signedIn, resetRequired: true, resetWhich: "transaction" },
    });
    await screen.findByRole("heading", { level: 2, name: "अपना लेन-देन पासवर्ड बदलें" });
    await user.type(field("वर्तमान लॉगिन पासवर्ड"), "Demo@1234");
    await user.type(field("वर्तमान लेन-देन पासवर्ड"), "Txn@12345");
    await user.type(field("नया लेन-देन पासवर्ड"), "Older#Txn22");
    await user.type(field("नए लेन-देन पासवर्ड की पुष्टि करें"), "Older#Txn22");
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    // The reset's own notice is an alert too: the refusal is a link of the error summary's.
    const link = await screen.findByRole("link", { name: RECENT_HI });
    expect(link.closest('[role="alert"]')).toHaveTextContent("कुछ समस्या है");
    expect(field("नया लेन-देन पासवर्ड")).toHaveAttribute("aria-invalid", "true");
    expect(bank.calls("securityCheckNewPwd")[0]).toMatchObject({ pwdFlag: "N", transacPwdFlag: "Y" });
    expect(bank.calls("generateOtp")).toEqual([]);
  });

  it("a fresh password passes the check and goes on to the code", async () => {
    const bank = new ScriptedBank();
    const user = userEvent.setup();
    await renderApp({ bank, initialState: "scrtyInfo.view", initialSession: signedIn });
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await user.type(field("Current login password"), "Demo@1234");
    await user.type(field("New login password"), "Fresh#Start9");
    await user.type(field("Confirm new login password"), "Fresh#Start9");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("textbox", { name: "One-time code" });
    expect(bank.names.indexOf("securityCheckNewPwd")).toBeLessThan(bank.names.indexOf("generateOtp"));
  });

  it("a refusal of the change after its code goes back to the form, the values kept", async () => {
    // The check passed, but the change itself refuses the password (it re-checks).
    const bank = new ScriptedBank().fail("securityUpdatePwd", recentlyUsed("pwd"));
    const user = userEvent.setup();
    await renderApp({ bank, initialState: "scrtyInfo.view", initialSession: signedIn });
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await user.type(field("Current login password"), "Demo@1234");
    await user.type(field("New login password"), "Older#Pass1");
    await user.type(field("Confirm new login password"), "Older#Pass1");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const h2 = await screen.findByRole("heading", { level: 2, name: "Confirm with a one-time password" });
    await waitFor(() => expect(h2).toHaveFocus());
    await user.type(await screen.findByRole("textbox", { name: "One-time code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: RECENT_EN })).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.getByRole("heading", { level: 2, name: "Change your login password" })).toBeVisible();
    expect(
      screen.queryByRole("heading", { name: "Confirm with a one-time password" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(field("Current login password")).toHaveValue("Demo@1234");
    expect(field("New login password")).toHaveValue("Older#Pass1");
    expect(field("New login password")).toHaveAttribute("aria-invalid", "true");
    expect(bank.names).not.toContain("logout");
  });
});
