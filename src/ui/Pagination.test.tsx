import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { Pagination, visiblePages, type PaginationProps } from "./Pagination";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const english = {
  label: "Pages of the statement",
  previousLabel: "Previous page",
  nextLabel: "Next page",
  pageLabel: (n: number) => `Page ${n}`,
  pageOfLabel: (page: number, count: number) => `Page ${page} of ${count}`,
};
const rangeText = (from: number, to: number, total: number) => `Rows ${from}–${to} of ${total}`;

function Statement({
  initialPage = 1,
  totalRows = 45,
  onPageChange,
}: {
  initialPage?: number;
  totalRows?: number;
  onPageChange?: (page: number) => void;
}) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...english}
      rangeText={rangeText}
      page={page}
      totalRows={totalRows}
      pageSize={10}
      hiddenAt={4}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const nav = () => screen.getByRole("navigation", { name: "Pages of the statement" });
const button = (name: string) => within(nav()).getByRole("button", { name });

describe("visiblePages", () => {
  test.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 12, [1, 2, 3, 4, 5, "gap-end", 12]],
    [6, 12, [1, "gap-start", 5, 6, 7, "gap-end", 12]],
    [12, 12, [1, "gap-start", 8, 9, 10, 11, 12]],
    [3, 12, [1, 2, 3, 4, 5, "gap-end", 12]],
  ])("page %i of %i shows %j", (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });
});

describe("Pagination", () => {
  test.each([
    [4, false],
    [5, true],
  ])("with %i rows and hiddenAt 4 the pager is shown: %s", (totalRows, isShown) => {
    render(<Statement totalRows={totalRows} />);
    expect(screen.queryAllByRole("navigation")).toHaveLength(isShown ? 1 : 0);
  });

  test("is a named landmark; the current page has aria-current and previous is disabled on page 1", () => {
    render(<Statement />);
    expect(within(nav()).getAllByRole("button", { name: /^Page \d$/ })).toHaveLength(5);
    expect(button("Page 1")).toHaveAttribute("aria-current", "page");
    expect(button("Page 2")).not.toHaveAttribute("aria-current");
    expect(button("Previous page")).toHaveAttribute("aria-disabled", "true");
    expect(button("Next page")).not.toHaveAttribute("aria-disabled");
    expect(within(nav()).getByRole("status")).toHaveTextContent("Rows 1–10 of 45");
  });

  test("pressing a page calls back, keeps focus on that page and announces the new range", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Statement onPageChange={onPageChange} />);
    await user.click(button("Page 3"));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(button("Page 3")).toHaveAttribute("aria-current", "page");
    expect(button("Page 3")).toHaveFocus();
    expect(within(nav()).getByRole("status")).toHaveTextContent("Rows 21–30 of 45");
  });

  test("works with the keyboard; a disabled end button keeps focus and does nothing", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Statement initialPage={4} onPageChange={onPageChange} />);
    await user.tab();
    expect(button("Previous page")).toHaveFocus();
    for (let i = 0; i < 6; i++) await user.tab();
    expect(button("Next page")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(button("Next page")).toHaveAttribute("aria-disabled", "true");
    expect(button("Next page")).toHaveFocus();
    expect(within(nav()).getByRole("status")).toHaveTextContent("Rows 41–45 of 45");
    await user.keyboard(" ");
    expect(onPageChange).toHaveBeenCalledTimes(1);
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(button("Page 5")).toHaveFocus();
  });

  test("with many pages it shows the first, the last and the neighbours of the current page", () => {
    render(
      <Pagination
        {...english}
        page={6}
        pageCount={12}
        onPageChange={() => {}}
        currentPageLabel={(n) => `Page ${n}, shown`}
      />,
    );
    expect(
      within(nav())
        .getAllByRole("button", { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(["1", "5", "6", "7", "12"]);
    expect(button("Page 6, shown")).toHaveAttribute("aria-current", "page");
    expect(within(nav()).queryByRole("status")).not.toBeInTheDocument();
  });

  test("a screen reader hears the landmark, the buttons and the new range after a page change", async () => {
    const user = userEvent.setup();
    const { container } = render(<Statement />);
    await virtual.start({ container });
    expect(await readUntil("navigation")).toBe("navigation, Pages of the statement");
    expect(await readUntil("button")).toBe("button, Previous page, disabled");
    await virtual.next();
    expect(await readUntil("button")).toBe("button, Page 1, current page");
    await user.click(button("Page 2"));
    await vi.waitFor(async () =>
      expect(await virtual.spokenPhraseLog()).toContain("polite: Rows 11–20 of 45"),
    );
  });

  test("in Hindi every name is the Hindi text", async () => {
    const props: PaginationProps = {
      label: "विवरण के पृष्ठ",
      previousLabel: "पिछला पृष्ठ",
      nextLabel: "अगला पृष्ठ",
      pageLabel: (n) => `पृष्ठ ${n}`,
      pageOfLabel: (page, count) => `पृष्ठ ${page} / ${count}`,
      rangeText: (from, to, total) => `${total} में से पंक्तियाँ ${from}–${to}`,
      page: 2,
      totalRows: 45,
      pageSize: 10,
      onPageChange: () => {},
    };
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Pagination {...props} />
      </LocaleProvider>,
    );
    const hindiNav = screen.getByRole("navigation", { name: "विवरण के पृष्ठ" });
    expect(within(hindiNav).getByRole("button", { name: "पृष्ठ 2" })).toHaveAttribute("aria-current", "page");
    expect(within(hindiNav).getByRole("status")).toHaveTextContent("45 में से पंक्तियाँ 11–20");
    await virtual.start({ container });
    expect(await readUntil("navigation")).toBe("navigation, विवरण के पृष्ठ");
    expect(await readUntil("button")).toBe("button, पिछला पृष्ठ");
    expect(await readUntil("button, पृष्ठ 2")).toBe("button, पृष्ठ 2, current page");
    expect(await readUntil("button, अगला")).toBe("button, अगला पृष्ठ");
  });
});
