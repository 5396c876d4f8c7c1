import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { Banner } from "./Banner";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Banner", () => {
  test.each([
    ["error", "alert"],
    ["warning", "alert"],
    ["success", "status"],
    ["info", "status"],
  ] as const)("a %s banner has role %s", (tone, role) => {
    render(
      <Banner tone={tone} title="Transfer">
        Details
      </Banner>,
    );
    expect(screen.getByRole(role)).toHaveTextContent("TransferDetails");
  });

  test("works without a title", () => {
    render(<Banner tone="success">Beneficiary added</Banner>);
    expect(screen.getByRole("status")).toHaveTextContent("Beneficiary added");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("Banner with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Payment failed", "Please try again."],
    ["Hindi", "hi-IN", "भुगतान विफल", "कृपया फिर से प्रयास करें।"],
  ])("in %s an error is an alert read with its title and text", async (_, locale, title, body) => {
    const log = await hear(
      <Banner tone="error" title={title}>
        {body}
      </Banner>,
      locale,
      6,
    );
    expect(log.slice(0, 6)).toEqual(["alert", "paragraph", title, "end of paragraph", body, "end of alert"]);
  });

  test.each([
    ["English", "en-IN", "Payee added"],
    ["Hindi", "hi-IN", "लाभार्थी जोड़ा गया"],
  ])("in %s a success is a status", async (_, locale, title) => {
    const log = await hear(<Banner tone="success" title={title} />, locale, 4);
    expect(log.slice(0, 4)).toEqual(["status", "paragraph", title, "end of paragraph"]);
  });
});
