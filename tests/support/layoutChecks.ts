import type { Page } from "playwright-core";

/**
 * What a reader at this width and text size cannot see (WCAG 1.4.4 and 1.4.10), as one line per
 * problem naming the element:
 * - the page itself scrolls sideways;
 * - a box that scrolls sideways inside the page, unless it is a labelled focusable region
 *   (`role="region"`, `tabindex="0"`, a name: the wide-table pattern), which the keyboard can scroll;
 * - text that runs past the left or right edge of the viewport;
 * - text cut off: its own box hides or ellipsizes it (overflow hidden/clip or text-overflow
 *   ellipsis, with the content larger than the box), or an ancestor that hides overflow cuts it.
 * Visually hidden text (inside a 1 px clipped box) is for screen readers and is exempt.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const problems: string[] = [];
    const hides = (value: string) => value === "hidden" || value === "clip";
    const scrolls = (value: string) => value === "auto" || value === "scroll";
    const name = (el: Element) => {
      const id = el.id === "" ? "" : `#${el.id}`;
      const role = el.getAttribute("role");
      const cls = typeof el.className === "string" && el.className.trim() !== "" ? el.className.trim() : "";
      const label = `${el.tagName.toLowerCase()}${id}${role === null ? "" : `[role=${role}]`}${cls === "" ? "" : `.${cls.split(/\s+/).join(".")}`}`;
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return text === "" ? label : `${label} "${text}"`;
    };
    const visuallyHidden = (el: Element) => {
      for (let a: Element | null = el; a !== null; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && hides(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    const labelledRegion = (el: Element) =>
      el.getAttribute("role") === "region" &&
      el.getAttribute("tabindex") === "0" &&
      (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"));

    if (root.scrollWidth > viewportWidth + 1) {
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth} px content in a ${viewportWidth} px viewport`,
      );
    }

    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;

      if (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && !labelledRegion(el)) {
        if (!visuallyHidden(el)) {
          problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth} px)`);
        }
      }

      const texts = Array.from(el.childNodes).filter(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "",
      );
      if (texts.length === 0) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (visuallyHidden(el)) continue;

      const range = document.createRange();
      let left = Infinity;
      let right = -Infinity;
      let top = Infinity;
      let bottom = -Infinity;
      for (const text of texts) {
        range.selectNodeContents(text);
        for (const r of Array.from(range.getClientRects())) {
          if (r.width === 0 && r.height === 0) continue;
          left = Math.min(left, r.left);
          right = Math.max(right, r.right);
          top = Math.min(top, r.top);
          bottom = Math.max(bottom, r.bottom);
        }
      }
      if (left === Infinity) continue;

      // Text in the wide-table pattern's region is reached by scrolling that region (WCAG 1.4.10
      // allows two-dimensional scrolling for data tables), so it may extend past the viewport.
      let inScrollRegion = false;
      for (let a = el.parentElement; a !== null; a = a.parentElement) {
        if (labelledRegion(a) && scrolls(getComputedStyle(a).overflowX)) inScrollRegion = true;
      }
      if (!inScrollRegion && (right > viewportWidth + 1 || left < -1)) {
        problems.push(`${name(el)} runs past the viewport (${Math.round(left)}..${Math.round(right)} px)`);
      }

      const ellipsis = style.textOverflow === "ellipsis" && style.overflowX !== "visible";
      if ((hides(style.overflowX) || ellipsis) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name(el)} is cut off at its side (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
      if (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) {
        problems.push(`${name(el)} is cut off at its bottom (${el.scrollHeight} > ${el.clientHeight} px)`);
      }

      for (let a = el.parentElement; a !== null && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        // Content of a scroll container can be scrolled into view (checked above when sideways).
        if (scrolls(s.overflowX) || scrolls(s.overflowY)) break;
        if (!hides(s.overflowX) && !hides(s.overflowY)) continue;
        const box = a.getBoundingClientRect();
        const innerLeft = box.left + a.clientLeft;
        const innerTop = box.top + a.clientTop;
        const cutSideways =
          hides(s.overflowX) && (left < innerLeft - 1 || right > innerLeft + a.clientWidth + 1);
        const cutBelow = hides(s.overflowY) && (top < innerTop - 1 || bottom > innerTop + a.clientHeight + 1);
        if (cutSideways || cutBelow) {
          problems.push(`${name(el)} is cut off by ${name(a).split(" ")[0] ?? ""}`);
          break;
        }
      }
    }
    return problems;
  });
}

/** Waits two frames, so layout, resize observers and font swaps have settled. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Sets the root font size (rem-based layouts grow with it): "200%" for WCAG 1.4.4, "" to reset. */
export async function setTextSize(page: Page, size: string): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.style.fontSize = value;
  }, size);
  await settle(page);
}
