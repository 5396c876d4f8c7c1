import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Breadcrumbs, type BreadcrumbItem } from "./Breadcrumbs";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

function english(onPress = vi.fn()): BreadcrumbItem[] {
  return [
    { id: "home", label: "Home", href: "/" },
    { id: "transfers", label: "Funds transfer", onPress: () => onPress("transfers") },
    { id: "neft", label: "NEFT / RTGS" },
  ];
}

describe("Breadcrumbs", () => {
  test("a named nav landmark with an ordered list; earlier steps are links, the last is the current page", () => {
    render(<Breadcrumbs label="You are here" items={english()} />);
    const nav = screen.getByRole("navigation", { name: "You are here" });
    expect(nav.querySelector("ol")).not.toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Funds transfer" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "NEFT / RTGS" })).not.toBeInTheDocument();
    expect(screen.getByText("NEFT / RTGS")).toHaveAttribute("aria-current", "page");
    expect(nav.querySelectorAll("svg")).toHaveLength(2);
    for (const separator of nav.querySelectorAll("svg"))
      expect(separator).toHaveAttribute("aria-hidden", "true");
  });

  test("Tab reaches the links only; Enter follows an in-app step", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Breadcrumbs label="You are here" items={english(onPress)} />);
    await user.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Funds transfer" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledWith("transfers");
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  test("a screen reader hears the landmark, the links and the current page (English)", async () => {
    const { container } = render(<Breadcrumbs label="You are here" items={english()} />);
    await virtual.start({ container });
    expect(await readUntil("navigation")).toBe("navigation, You are here");
    expect(await readUntil("link")).toBe("link, Home");
    expect(await readUntil("current page")).toBe("current page");
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("NEFT / RTGS");
    const log = await virtual.spokenPhraseLog();
    expect(log).toContain("list, You are here");
    expect(log.join(" ")).not.toMatch(/Breadcrumbs/);
  });

  test("a screen reader hears the landmark and the current page in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Breadcrumbs
          label="आप यहाँ हैं"
          items={[
            { id: "home", label: "मुख्य पृष्ठ", href: "/" },
            { id: "neft", label: "NEFT / RTGS अंतरण" },
          ]}
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("navigation")).toBe("navigation, आप यहाँ हैं");
    expect(await readUntil("link")).toBe("link, मुख्य पृष्ठ");
    expect(await readUntil("current page")).toBe("current page");
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("NEFT / RTGS अंतरण");
    expect(await virtual.spokenPhraseLog()).toContain("list, आप यहाँ हैं");
  });
});
