import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, REACT_ARIA_STYLE_HASHES } from "./middleware";

const require = createRequire(import.meta.url);
const reactAriaDist = join(dirname(require.resolve("react-aria/package.json")), "dist/private");

/** The text React Aria puts into its run-time `<style>` element, as the browser hashes it. */
function injectedStyleText(file: string, substitutions: Record<string, string>): string {
  const source = readFileSync(join(reactAriaDist, file), "utf8");
  const match = /textContent = `([\s\S]*?)`\.trim\(\)/.exec(source);
  if (match?.[1] === undefined) throw new Error(`No injected style text in ${file}`);
  const text = match[1].replace(/\$\{[^}]*?(\w+)\}/g, (_, name: string) => {
    const value = substitutions[name];
    if (value === undefined) throw new Error(`Unknown substitution ${name} in ${file}`);
    return value;
  });
  return text.trim();
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("Content-Security-Policy", () => {
  it("allows no inline script or style, only React Aria's two known style elements by hash", () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-eval");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it("pins the hashes to the style texts of the installed react-aria", () => {
    const press = injectedStyleText("interactions/usePress.mjs", {
      PRESSABLE_ATTRIBUTE: "data-react-aria-pressable",
    });
    const preventScroll = injectedStyleText("overlays/usePreventScroll.mjs", {});
    expect(press).toContain("touch-action: pan-x pan-y pinch-zoom");
    expect(preventScroll).toContain("overscroll-behavior: contain");
    expect([...REACT_ARIA_STYLE_HASHES]).toEqual([sha256(press), sha256(preventScroll)]);
    for (const hash of REACT_ARIA_STYLE_HASHES) expect(CONTENT_SECURITY_POLICY).toContain(hash);
  });
});
