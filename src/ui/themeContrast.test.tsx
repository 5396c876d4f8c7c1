// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** One CSS rule: its selector, the at-rules around it, and its declarations in order. */
interface Rule {
  selector: string;
  atRules: string[];
  declarations: [string, string][];
}

/** Parses the nested blocks of theme.css (comments removed) into rules; enough for our file. */
function parseRules(css: string): Rule[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: Rule[] = [];
  const stack: string[] = [];
  let buffer = "";
  for (const ch of source) {
    if (ch === "{") {
      // Statements before the block (@import ...;) are not part of its selector.
      stack.push(buffer.slice(buffer.lastIndexOf(";") + 1).trim());
      buffer = "";
    } else if (ch === "}") {
      const selector = stack.pop() ?? "";
      const body = buffer.trim();
      buffer = "";
      if (body !== "" && !selector.startsWith("@")) {
        const declarations = body
          .split(";")
          .map((d) => d.trim())
          .filter((d) => d !== "")
          .map((d): [string, string] => {
            const colon = d.indexOf(":");
            return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()];
          });
        rules.push({ selector, atRules: [...stack], declarations });
      }
    } else {
      buffer += ch;
    }
  }
  return rules;
}

const css = readFileSync(fileURLToPath(new URL("./theme.css", import.meta.url)), "utf8");
const rules = parseRules(css);

function tokensOf(rule: Rule | undefined): Record<string, string> {
  if (rule === undefined) throw new Error("rule not found in theme.css");
  return Object.fromEntries(rule.declarations.filter(([name]) => name.startsWith("--ui-")));
}

const lightRule = rules.find((r) => r.selector === ":root" && r.atRules.length === 0);
const darkRule = rules.find((r) => r.selector === ':root[data-theme="dark"]' && r.atRules.length === 0);
const systemDarkRule = rules.find(
  (r) =>
    r.selector === ':root:not([data-theme="light"])' &&
    r.atRules.length === 1 &&
    r.atRules[0] === "@media (prefers-color-scheme: dark)",
);
const light = tokensOf(lightRule);
const dark = { ...light, ...tokensOf(darkRule) };
const systemDark = { ...light, ...tokensOf(systemDarkRule) };

/** WCAG 2.2 relative luminance of a #rrggbb or #rgb colour. */
function luminance(hex: string): number {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? Array.from(digits, (d) => d + d).join("") : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Text on the backgrounds it is used on: at least 4.5:1 (WCAG 1.4.3). */
const TEXT_PAIRS: [string, string][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surface-raised"],
  ["text", "selected-bg"],
  ["text", "error-bg"],
  ["text", "success-bg"],
  ["text", "warning-bg"],
  ["text", "info-bg"],
  ["text-muted", "bg"],
  ["text-muted", "surface"],
  ["text-muted", "surface-raised"],
  ["link", "bg"],
  ["link", "surface"],
  ["link", "surface-raised"],
  ["link", "selected-bg"],
  ["error", "bg"],
  ["error", "surface-raised"],
  ["error", "error-bg"],
  ["success", "bg"],
  ["success", "success-bg"],
  ["warning", "bg"],
  ["warning", "warning-bg"],
  ["info", "bg"],
  ["info", "info-bg"],
  ["on-primary", "primary"],
  ["on-primary", "primary-strong"],
  ["primary-strong", "bg"],
  ["primary-strong", "surface"],
];

/** Borders, focus rings, filled controls and chart series: at least 3:1 (WCAG 1.4.11). */
const UI_PAIRS: [string, string][] = [
  ["border", "bg"],
  ["border", "surface"],
  ["border", "surface-raised"],
  ["focus", "bg"],
  ["focus", "surface"],
  ["focus", "surface-raised"],
  ["primary", "bg"],
  ["chart-1", "bg"],
  ["chart-2", "bg"],
  ["chart-3", "bg"],
  ["chart-4", "bg"],
  ["chart-5", "bg"],
  ["chart-6", "bg"],
];

function colour(tokens: Record<string, string>, name: string): string {
  const value = tokens[`--ui-color-${name}`];
  if (value === undefined) throw new Error(`--ui-color-${name} is not defined`);
  return value;
}

describe.each([
  ["light", light],
  ["dark (data-theme)", dark],
  ["dark (system setting)", systemDark],
])("the %s theme's colour tokens", (_name, tokens) => {
  it.each(TEXT_PAIRS)("%s on %s has at least 4.5:1", (fg, bg) => {
    expect(contrast(colour(tokens, fg), colour(tokens, bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)("%s against %s has at least 3:1", (fg, bg) => {
    expect(contrast(colour(tokens, fg), colour(tokens, bg))).toBeGreaterThanOrEqual(3);
  });

  it("dims the page behind a modal: its text under 3:1, the dialog's edge at 3:1 or more against it", () => {
    const dimmedPage = underBackdrop(colour(tokens, "bg"), colour(tokens, "backdrop"));
    const dimmedText = underBackdrop(colour(tokens, "text"), colour(tokens, "backdrop"));
    expect(contrast(dimmedText, dimmedPage)).toBeLessThan(3);
    const edge = Math.max(
      contrast(colour(tokens, "surface-raised"), dimmedPage),
      contrast(colour(tokens, "border"), dimmedPage),
    );
    expect(edge).toBeGreaterThanOrEqual(3);
  });
});

/** `colour` seen through the backdrop `rgb(r g b / alpha)` laid over it, as #rrggbb. */
function underBackdrop(colourHex: string, backdrop: string): string {
  const match = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(backdrop);
  if (match === null) throw new Error(`not an rgb() backdrop with alpha: ${backdrop}`);
  const [r, g, b, alpha] = match.slice(1).map(Number) as [number, number, number, number];
  const digits = colourHex.replace("#", "");
  const full = digits.length === 3 ? Array.from(digits, (d) => d + d).join("") : digits;
  return `#${[r, g, b]
    .map((over, i) => {
      const under = parseInt(full.slice(i * 2, i * 2 + 2), 16);
      return Math.round(over * alpha + under * (1 - alpha))
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

describe("theme.css", () => {
  it("redefines every colour token of the light theme in the dark theme", () => {
    const colourTokens = Object.keys(light).filter((n) => n.startsWith("--ui-color-"));
    expect(colourTokens.length).toBeGreaterThan(20);
    expect(colourTokens.filter((n) => !(n in tokensOf(darkRule)))).toEqual([]);
  });

  it("gives the system dark setting exactly the values of data-theme=dark", () => {
    expect(systemDarkRule?.declarations).toEqual(darkRule?.declarations);
  });

  it("hard-codes colours only in token declarations (components use the tokens)", () => {
    const offenders = rules.flatMap((r) =>
      r.declarations
        .filter(([name, value]) => !name.startsWith("--") && /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(value))
        .map(([name, value]) => `${r.selector} { ${name}: ${value} }`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps line heights at 1.5 or more, and 1.75 for Hindi", () => {
    expect(Number(light["--ui-line-height"])).toBeGreaterThanOrEqual(1.5);
    expect(Number(light["--ui-line-height-hi"])).toBeGreaterThanOrEqual(1.75);
    const fixed = rules.flatMap((r) =>
      r.declarations
        .filter(([name, value]) => name === "line-height" && !value.startsWith("var(--ui-line-height"))
        .map(([, value]) => `${r.selector}: ${value}`),
    );
    expect(fixed).toEqual([]);
  });
});
