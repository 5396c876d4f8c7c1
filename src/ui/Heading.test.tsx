import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { PageHeading } from "./Heading";

afterEach(cleanup);

describe("PageHeading", () => {
  test("is the h1, focusable by script through headingRef but not a Tab stop", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLHeadingElement>();
    render(
      <PageHeading id="page-title" headingRef={ref}>
        खाता सारांश
      </PageHeading>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "खाता सारांश" });
    expect(heading).toHaveAttribute("id", "page-title");
    await user.tab();
    expect(heading).not.toHaveFocus();
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });
});
