import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { CaptchaImage } from "./Captcha";
import { Card } from "./Card";
import { DescriptionList } from "./DescriptionList";
import { Money } from "./Money";
import { VisuallyHidden } from "./VisuallyHidden";
import { LocaleProvider } from "./LocaleProvider";

/** A transparent 1×1 PNG, base64. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Card", () => {
  test("is a region named by its heading at the chosen level", () => {
    render(
      <Card title="Fixed deposits" headingLevel={3}>
        <p>None yet</p>
      </Card>,
    );
    expect(screen.getByRole("region", { name: "Fixed deposits" })).toHaveTextContent("None yet");
    expect(screen.getByRole("heading", { name: "Fixed deposits", level: 3 })).toBeInTheDocument();
  });

  test("uses h2 by default", () => {
    render(<Card title="Kontoübersicht" />);
    expect(screen.getByRole("heading", { name: "Kontoübersicht", level: 2 })).toBeInTheDocument();
  });
});

describe("DescriptionList", () => {
  test("pairs each term with its description", () => {
    render(
      <DescriptionList
        items={[
          { term: "IFSC", description: "SBIN0001234" },
          { term: "Amount", description: <Money formatted="₹1,500.00" /> },
        ]}
      />,
    );
    const terms = screen.getAllByRole("term");
    const definitions = screen.getAllByRole("definition");
    expect(terms.map((t) => t.textContent)).toEqual(["IFSC", "Amount"]);
    expect(definitions.map((d) => d.textContent)).toEqual(["SBIN0001234", "₹1,500.00"]);
  });
});

describe("Money", () => {
  test("shows the formatted amount and gives screen readers the words", () => {
    render(
      <Money
        formatted="₹1,23,456.50"
        words="one lakh twenty-three thousand four hundred fifty-six rupees and fifty paise"
      />,
    );
    expect(screen.getByText("₹1,23,456.50")).toBeVisible();
    expect(screen.getByText(/one lakh twenty-three thousand/)).toBeInTheDocument();
  });
});

describe("CaptchaImage", () => {
  test("renders the PNG as a data: image with its alternative text", () => {
    render(
      <CaptchaImage png={ONE_PIXEL_PNG} alt="Security image: if you cannot read it, request a code by SMS" />,
    );
    const image = screen.getByRole("img", {
      name: "Security image: if you cannot read it, request a code by SMS",
    });
    expect(image.getAttribute("src")).toBe(`data:image/png;base64,${ONE_PIXEL_PNG}`);
  });

  test("shows no picture for anything that is not base64", () => {
    render(<CaptchaImage png={'x" onerror="alert(1)'} alt="Security image" />);
    expect(screen.getByRole("img", { name: "Security image" })).not.toHaveAttribute("src");
  });
});

describe("VisuallyHidden", () => {
  test("keeps its text in the accessibility tree", () => {
    render(
      <button type="button">
        <span aria-hidden="true">✕</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("Card, DescriptionList, Money and CaptchaImage with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Fixed deposits", "None yet"],
    ["Hindi", "hi-IN", "सावधि जमा", "अभी कोई नहीं"],
  ])("in %s a card is a region named by its heading", async (_, locale, title, body) => {
    const log = await hear(
      <Card title={title}>
        <p>{body}</p>
      </Card>,
      locale,
      3,
    );
    expect(log.slice(0, 3)).toEqual([`region, ${title}`, `heading, ${title}, level 2`, "paragraph"]);
  });

  test.each([
    ["English", "en-IN", "Amount", "one thousand five hundred rupees"],
    ["Hindi", "hi-IN", "राशि", "एक हज़ार पाँच सौ रुपये"],
  ])(
    "in %s each term is read before its description, an amount with its words",
    async (_, locale, term, words) => {
      const log = await hear(
        <DescriptionList
          items={[
            { term: "IFSC", description: "SBIN0001234" },
            { term, description: <Money formatted="₹1,500.00" words={words} /> },
          ]}
        />,
        locale,
        15,
      );
      expect(log.slice(0, 15)).toEqual([
        "term",
        "IFSC",
        "end of term",
        "definition",
        "SBIN0001234",
        "end of definition",
        "term",
        term,
        "end of term",
        "definition",
        "₹1,500.00",
        "(",
        words,
        ")",
        "end of definition",
      ]);
    },
  );

  test.each([
    ["English", "en-IN", "Security image: if you cannot read it, request a code by SMS"],
    ["Hindi", "hi-IN", "सुरक्षा चित्र: यदि आप इसे नहीं पढ़ सकते, तो SMS से कोड मँगाएँ"],
  ])("in %s the captcha image is read by its alternative", async (_, locale, alt) => {
    const log = await hear(<CaptchaImage png={ONE_PIXEL_PNG} alt={alt} />, locale, 1);
    expect(log[0]).toBe(`image, ${alt}`);
  });
});
