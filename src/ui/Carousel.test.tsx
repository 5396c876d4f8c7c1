import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Carousel, type CarouselProps } from "./Carousel";
import { LocaleProvider } from "./LocaleProvider";

const en: Omit<CarouselProps, "slides"> = {
  label: "Offers for you",
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: (n, total) => `${n} of ${total}`,
  pauseLabel: "Pause slide show",
  playLabel: "Play slide show",
  previousLabel: "Previous slide",
  nextLabel: "Next slide",
};

const slides = [
  { id: "fd", content: <p>Fixed deposit at 7.1% a year</p> },
  { id: "loan", content: <p>Home loan from 8.4%</p> },
  { id: "card", content: <p>No annual fee on the Platinum card</p> },
  { id: "upi", content: <p>Pay any UPI ID from your account</p> },
];

const hi: Omit<CarouselProps, "slides"> = {
  label: "आपके लिए ऑफ़र",
  roleDescription: "कैरोसेल",
  slideRoleDescription: "स्लाइड",
  slideLabel: (n, total) => `${total} में से ${n}`,
  pauseLabel: "स्लाइड शो रोकें",
  playLabel: "स्लाइड शो चलाएँ",
  previousLabel: "पिछली स्लाइड",
  nextLabel: "अगली स्लाइड",
};

const hiSlides = [
  { id: "fd", content: <p>सावधि जमा पर 7.1% वार्षिक ब्याज</p> },
  { id: "loan", content: <p>8.4% से गृह ऋण</p> },
];

function setReducedMotion(matches: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches && query.includes("reduce"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const currentSlide = () => screen.getByRole("group");
const liveRegion = () => {
  const id = screen.getByRole("button", { name: "Next slide" }).getAttribute("aria-controls") ?? "";
  const element = document.getElementById(id);
  if (!element) throw new Error("the slides container is missing");
  return element;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderCarousel(props: Partial<CarouselProps> = {}) {
  return render(
    <>
      <Carousel {...en} slides={slides} {...props} />
      <button type="button">After the carousel</button>
    </>,
  );
}

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(window, "matchMedia");
});

describe("Carousel", () => {
  beforeEach(() => {
    // Testing Library's async wrapper waits on a real setTimeout(0); let fake time follow real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  test("is a named region whose first control is the pause button", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCarousel();
    const region = screen.getByRole("region", { name: "Offers for you" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await user.tab();
    expect(screen.getByRole("button", { name: "Pause slide show" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Next slide" })).toHaveFocus();
  });

  test("shows one slide, named by its position; the others are hidden from assistive technology", () => {
    renderCarousel();
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
    expect(currentSlide()).toHaveAttribute("aria-roledescription", "slide");
    expect(screen.queryByText("Home loan from 8.4%")).not.toBeVisible();
    const hidden = screen.getAllByRole("group", { hidden: true }).filter((g) => g.hidden);
    expect(hidden).toHaveLength(3);
    hidden.forEach((group) => expect(group).toHaveAttribute("inert"));
  });

  test("advances every intervalMs while rotating, with the live region off", () => {
    renderCarousel({ intervalMs: 3000 });
    expect(liveRegion()).toHaveAttribute("aria-live", "off");
    advance(2500);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
    advance(500);
    expect(currentSlide()).toHaveAccessibleName("2 of 4");
    expect(screen.getByText("Home loan from 8.4%")).toBeVisible();
    advance(3000);
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName("4 of 4");
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
  });

  test("pressing pause stops rotation for good; play starts it again", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCarousel();
    await user.tab();
    await user.keyboard("{Enter}");
    const toggle = screen.getByRole("button", { name: "Play slide show" });
    expect(toggle).toHaveFocus();
    // Focus leaves the carousel: a paused carousel stays paused.
    await user.click(screen.getByRole("button", { name: "After the carousel" }));
    advance(20000);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");

    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Pause slide show" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "After the carousel" }));
    expect(liveRegion()).toHaveAttribute("aria-live", "off");
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName("2 of 4");
  });

  test("Space on the pause button also pauses", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCarousel();
    await user.tab();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Play slide show" })).toHaveFocus();
  });

  test("hovering stops rotation and leaving resumes it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCarousel();
    const region = screen.getByRole("region", { name: "Offers for you" });
    await user.hover(region);
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");
    advance(15000);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
    await user.unhover(region);
    expect(liveRegion()).toHaveAttribute("aria-live", "off");
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName("2 of 4");
  });

  test("focus inside stops rotation and leaving resumes it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCarousel();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");
    advance(15000);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "After the carousel" })).toHaveFocus();
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName("2 of 4");
  });

  test("previous and next move by one slide and wrap around, with Enter", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderCarousel();
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(currentSlide()).toHaveAccessibleName("4 of 4");
    expect(screen.getByText("Pay any UPI ID from your account")).toBeVisible();
    await user.tab();
    await user.keyboard("{Enter}{Enter}");
    expect(currentSlide()).toHaveAccessibleName("2 of 4");
  });

  test("under prefers-reduced-motion it starts paused and never moves by itself", () => {
    setReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole("button", { name: "Play slide show" })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");
    advance(60000);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
  });

  test("turning on reduced motion while it rotates pauses it", () => {
    let onChange: () => void = () => undefined;
    const query = { matches: false, addEventListener: (_: string, l: () => void) => (onChange = l) };
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      writable: true,
      value: () => ({
        ...query,
        get matches() {
          return query.matches;
        },
        removeEventListener: () => undefined,
      }),
    });
    renderCarousel();
    expect(screen.getByRole("button", { name: "Pause slide show" })).toBeInTheDocument();
    query.matches = true;
    act(() => onChange());
    expect(screen.getByRole("button", { name: "Play slide show" })).toBeInTheDocument();
    advance(20000);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
  });

  test("without reduced motion it starts playing", () => {
    setReducedMotion(false);
    renderCarousel();
    expect(screen.getByRole("button", { name: "Pause slide show" })).toBeInTheDocument();
  });

  test("a single slide has no controls and does not rotate", () => {
    render(<Carousel {...en} slides={[slides[0]!]} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(currentSlide()).toHaveAccessibleName("1 of 1");
  });
});

describe("Carousel with a screen reader", () => {
  test("reads the region, the pause button first, and only the current slide", async () => {
    setReducedMotion(true);
    const { container } = render(<Carousel {...en} slides={slides} />);
    await virtual.start({ container });
    for (let i = 0; i < 14; i++) await virtual.next();
    const log = await virtual.spokenPhraseLog();
    expect(log[0]).toBe("carousel, Offers for you");
    expect(log[1]).toBe("button, Play slide show");
    expect(log).toContain("slide, 1 of 4");
    expect(log).toContain("Fixed deposit at 7.1% a year");
    expect(log.join(" ")).not.toContain("Home loan");
  });

  test("speaks the Hindi names", async () => {
    setReducedMotion(true);
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Carousel {...hi} slides={hiSlides} />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    for (let i = 0; i < 10; i++) await virtual.next();
    const log = await virtual.spokenPhraseLog();
    expect(log[0]).toBe("कैरोसेल, आपके लिए ऑफ़र");
    expect(log[1]).toBe("button, स्लाइड शो चलाएँ");
    expect(log).toContain("स्लाइड, 2 में से 1");
    expect(log).toContain("सावधि जमा पर 7.1% वार्षिक ब्याज");
    expect(log.join(" ")).not.toContain("गृह ऋण");
  });
});
