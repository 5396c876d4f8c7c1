import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { SlashSeparatedText } from "./SlashSeparatedText";

afterEach(cleanup);

describe("SlashSeparatedText", () => {
  test("offers a line break after every slash and keeps the text as it is", () => {
    const { container } = render(
      <p>
        <SlashSeparatedText text="UPI/482915730264/BigBasket/groceries" />
      </p>,
    );
    const paragraph = container.querySelector("p") as HTMLElement;
    expect(paragraph.textContent).toBe("UPI/482915730264/BigBasket/groceries");
    expect(paragraph.querySelectorAll("wbr")).toHaveLength(3);
    // Each break opportunity follows its slash, so a wrapped line ends with the slash.
    for (const wbr of Array.from(paragraph.querySelectorAll("wbr"))) {
      expect(wbr.previousSibling?.textContent?.endsWith("/")).toBe(true);
    }
  });

  test("text without a slash is left alone", () => {
    const { container } = render(
      <p>
        <SlashSeparatedText text="Interest credit" />
      </p>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe("Interest credit");
  });
});
