import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DownloadButton } from "./DownloadButton";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("DownloadButton", () => {
  test("a button named with the file type and size; Enter and Space call onPress", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<DownloadButton label="Download statement" fileType="PDF" sizeText="12 KB" onPress={onPress} />);
    const button = screen.getByRole("button", { name: "Download statement (PDF, 12 KB)" });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  test("with href it is a link with the download attribute", () => {
    render(
      <DownloadButton
        label="Download statement"
        fileType="Excel"
        href="/statements/2026-11.xlsx"
        fileName="statement-2026-11.xlsx"
      />,
    );
    const link = screen.getByRole("link", { name: "Download statement (Excel)" });
    expect(link).toHaveAttribute("href", "/statements/2026-11.xlsx");
    expect(link).toHaveAttribute("download", "statement-2026-11.xlsx");
  });

  test("while pending it stays focusable, ignores presses and adds the pending word", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <DownloadButton
        label="Download statement"
        fileType="PDF"
        sizeText="12 KB"
        onPress={onPress}
        isPending
        pendingLabel="Preparing"
      />,
    );
    const button = screen.getByRole("button", { name: "Download statement (PDF, 12 KB) Preparing" });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPress).not.toHaveBeenCalled();
  });

  test("a screen reader hears the name with type and size in English", async () => {
    const { container } = render(
      <DownloadButton label="Download statement" fileType="PDF" sizeText="12 KB" onPress={() => {}} />,
    );
    await virtual.start({ container });
    expect(await readUntil("button")).toBe("button, Download statement (PDF, 12 KB)");
  });

  test("a screen reader hears the name with type and size in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <DownloadButton label="विवरण डाउनलोड करें" fileType="PDF" sizeText="12 केबी" href="/s.pdf" />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("link")).toBe("link, विवरण डाउनलोड करें (PDF, 12 केबी)");
  });
});
