import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { StackedText, spokenLines } from "./StackedText";

afterEach(() => {
  cleanup();
  document.head.querySelectorAll("style[data-test]").forEach((style) => style.remove());
});

/** The theme's rule that stacks the lines: each line a block box, as in the browser. */
function stackLines() {
  const style = document.createElement("style");
  style.dataset["test"] = "";
  style.textContent = ".ui-stacked-text-line { display: block; }";
  document.head.append(style);
}

describe("StackedText", () => {
  test("stacked lines are named as one phrase, without a space before the comma", () => {
    stackLines();
    render(
      <table>
        <tbody>
          <tr>
            <th scope="row">
              <StackedText lines={["100010000011", "Salary"]} />
            </th>
            <td>Active</td>
          </tr>
        </tbody>
      </table>,
    );
    const header = screen.getByRole("rowheader");
    expect(header).toHaveAccessibleName("100010000011, Salary");
    expect(screen.getByText("100010000011", { exact: true })).toBeVisible();
    expect(screen.getByText("Salary", { exact: true })).toBeVisible();
  });

  test("stray spaces of the data and empty lines are left out", () => {
    render(
      <button type="button">
        <StackedText lines={[" 100010000011 ", "", "  Salary "]} />
      </button>,
    );
    expect(screen.getByRole("button")).toHaveAccessibleName("100010000011, Salary");
  });

  test("one line is plain text", () => {
    render(
      <button type="button">
        <StackedText lines={["100010000011", ""]} />
      </button>,
    );
    expect(screen.getByRole("button", { name: "100010000011" })).toHaveTextContent(/^100010000011$/);
  });

  test("spokenLines joins with a comma and one space", () => {
    expect(spokenLines(["100010000011", " Salary", "NRE savings account "])).toBe(
      "100010000011, Salary, NRE savings account",
    );
  });
});
