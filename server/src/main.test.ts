import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));

/** Runs `server/src/main.ts` with `env` (nothing of this process's environment) until it exits. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: { PATH: process.env["PATH"] ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("npm start (server/src/main.ts)", () => {
  it("refuses demo mode on an address other than loopback: a clear message, exit code 1, nothing opened", async () => {
    const dataDir = join(tmpdir(), `rib-refused-${process.pid}-${Date.now()}`);
    const { code, output } = await runMain({ HOST: "0.0.0.0", PORT: "0", DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain("The server did not start");
    expect(output).toContain("HOST=0.0.0.0");
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(dataDir)).toBe(false);
  });
});
