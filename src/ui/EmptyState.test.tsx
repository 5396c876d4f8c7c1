import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Button } from "./Button";
import { EmptyState } from "./EmptyState";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("EmptyState", () => {
  test("shows the title as text with no role of its own by default", () => {
    render(<EmptyState title="No data" />);
    expect(screen.getByText("No data")).toBeVisible();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  test("the title can be a heading, with a description and an action that works by keyboard", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(
      <EmptyState
        title="No payees yet"
        headingLevel={3}
        description="Add a payee to send money by NEFT, RTGS or IMPS."
        action={<Button onPress={onAdd}>Add a payee</Button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "No payees yet" })).toBeInTheDocument();
    expect(screen.getByText("Add a payee to send money by NEFT, RTGS or IMPS.")).toBeVisible();
    await user.tab();
    expect(screen.getByRole("button", { name: "Add a payee" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  test("a screen reader hears the message and the action in English", async () => {
    const { container } = render(
      <EmptyState
        title="No accounts available!"
        headingLevel={2}
        description="Visit a branch to open an account."
        action={<Button>Find a branch</Button>}
      />,
    );
    await virtual.start({ container });
    expect(await readUntil("heading")).toBe("heading, No accounts available!, level 2");
    expect(await readUntil("Visit")).toBe("Visit a branch to open an account.");
    expect(await readUntil("button")).toBe("button, Find a branch");
  });

  test("a screen reader hears the message in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <EmptyState title="कोई खाता उपलब्ध नहीं है!" description="खाता खोलने के लिए शाखा में जाएँ।" />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("कोई")).toBe("कोई खाता उपलब्ध नहीं है!");
    expect(await readUntil("खाता खोलने")).toBe("खाता खोलने के लिए शाखा में जाएँ।");
  });
});
