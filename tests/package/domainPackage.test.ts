import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const consumer = mkdtempSync(join(tmpdir(), "rib-domain-consumer-"));

/**
 * What another channel does: install the package (here a link to this repository), import
 * `accessible-internet-bank/domain` from plain Node 20 with no bundler, and type-check against
 * its declarations with `moduleResolution: "nodenext"`.
 */
beforeAll(() => {
  execFileSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--config", "vite.domain.config.ts"],
    {
      cwd: root,
      stdio: "pipe",
    },
  );
  mkdirSync(join(consumer, "node_modules"));
  symlinkSync(root, join(consumer, "node_modules/accessible-internet-bank"), "dir");
  writeFileSync(
    join(consumer, "package.json"),
    JSON.stringify({ name: "channel", type: "module", private: true }),
  );
}, 120_000);

afterAll(() => {
  rmSync(consumer, { recursive: true, force: true });
});

describe("the domain core as a package", () => {
  it("runs its rules from plain Node, without a bundler", () => {
    const script = `
      import { passwordStrength, formatInr, maskMobile, loginRoute } from "accessible-internet-bank/domain";
      console.log(JSON.stringify([
        passwordStrength("Abcdef1!"),
        passwordStrength("abc"),
        formatInr(1234567890n, "en"),
        maskMobile("9876543210"),
        loginRoute({ resetRequired: false, mfaRequired: true, secureImageSet: true }),
      ]));
    `;
    writeFileSync(join(consumer, "channel.mjs"), script);
    const output = execFileSync(process.execPath, ["channel.mjs"], { cwd: consumer, encoding: "utf8" });
    expect(JSON.parse(output)).toEqual(["Strong", "Weak", "₹1,23,45,678.90", "+91 xxxx xxx 210", "authOtp"]);
  });

  it("type-checks a TypeScript consumer on nodenext resolution against the declarations", () => {
    writeFileSync(
      join(consumer, "channel.ts"),
      `import { passwordStrength, formatInr, type Paise } from "accessible-internet-bank/domain";
const amount: Paise = 100n;
const level: "Strong" | "Average" | "Weak" = passwordStrength("x");
export const shown: string = formatInr(amount, "hi") + level;
`,
    );
    writeFileSync(
      join(consumer, "bad.ts"),
      `import { formatInr } from "accessible-internet-bank/domain";
export const wrong: string = formatInr(100, "fr");
`,
    );
    const tsc = (file: string) => {
      const run = spawnSync(
        process.execPath,
        [
          join(root, "node_modules/typescript/bin/tsc"),
          "--noEmit",
          "--strict",
          "--module",
          "nodenext",
          "--moduleResolution",
          "nodenext",
          "--target",
          "es2022",
          file,
        ],
        { cwd: consumer, encoding: "utf8" },
      );
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    };
    expect(tsc("channel.ts")).toEqual({ status: 0, output: "" });
    // The declarations are real: a wrong call is refused.
    const bad = tsc("bad.ts");
    expect(bad.status).not.toBe(0);
    expect(bad.output).toMatch(/bad\.ts\(2,\d+\): error TS2345/);
  });
});
