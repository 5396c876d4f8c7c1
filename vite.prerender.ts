import { build, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { APP_ATTRIBUTE } from "./vite.landing.ts";
import { buildOutput } from "./vite.precompress.ts";
import { LOAD_FAILED_ID } from "./src/app/takeover.ts";

const LANGUAGES = ["en", "de", "hi"] as const;

type Language = (typeof LANGUAGES)[number];

interface Renderer {
  renderSignIn(lang: Language, resources: Record<string, unknown>): Promise<{ html: string; title: string }>;
}

/** A language's texts as i18next resources: one namespace per file of `locales/{lang}/`. */
async function textsOf(localesDir: string, lang: Language): Promise<Record<string, unknown>> {
  const namespaces: Record<string, unknown> = {};
  for (const file of (await readdir(join(localesDir, lang))).filter((f) => f.endsWith(".json"))) {
    namespaces[file.replace(/\.json$/, "")] = JSON.parse(
      await readFile(join(localesDir, lang, file), "utf8"),
    );
  }
  return namespaces;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * Moves every `style="…"` attribute of the markup into a class of a style sheet of its own: the
 * Content-Security-Policy allows no inline style (docs/SECURITY.md), and the app sets the same
 * styles through the DOM, which it does allow.
 */
export function extractStyles(html: string): { html: string; css: string } {
  const classes = new Map<string, string>();
  const out = html.replace(
    /<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g,
    (_tag, name, before, style, after) => {
      const declarations = String(style)
        .replaceAll("&quot;", '"')
        .replaceAll("&#x27;", "'")
        .replaceAll("&amp;", "&");
      let className = classes.get(declarations);
      if (className === undefined) {
        className = `pr-s${classes.size + 1}`;
        classes.set(declarations, className);
      }
      const attributes = `${before}${after}`;
      const withClass = /\sclass="/.test(attributes)
        ? attributes.replace(/\sclass="([^"]*)"/, (_m, existing) => ` class="${existing} ${className}"`)
        : `${attributes} class="${className}"`;
      return `<${name}${withClass}>`;
    },
  );
  const css = [...classes].map(([declarations, className]) => `.${className}{${declarations}}`).join("\n");
  return { html: out, css };
}

/**
 * Leaves out of `aria-describedby` and `aria-labelledby` the ids no element of the markup has: a
 * field names its error message's id before there is one, which the app's first effects drop.
 */
export function dropMissingIdrefs(html: string): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  return html.replace(/\s(aria-(?:describedby|labelledby))="([^"]*)"/g, (_attribute, name, value) => {
    const kept = String(value)
      .split(/\s+/)
      .filter((id) => ids.has(id));
    return kept.length === 0 ? "" : ` ${name}="${kept.join(" ")}"`;
  });
}

/**
 * The sign-in page as the server sends it (D49): `dist/index.html` with the sign-in screen rendered
 * into `#root` in each language, written as `dist/signin.{lang}.html`. The app's own scripts and
 * texts are not preloaded there: they load on the customer's first key press (src/app/boot.ts).
 */
export function prerenderSignIn(options: { readonly module: string; readonly localesDir: string }): Plugin {
  let output = { outDir: "dist", writes: false };
  let root = process.cwd();
  return {
    name: "rib-prerender-sign-in",
    apply: "build",
    configResolved(config) {
      output = buildOutput(config);
      root = config.root;
    },
    async closeBundle() {
      if (!output.writes) return;
      const { outDir } = output;
      // Inside the project, so that the render module's imports resolve to its node_modules.
      const cacheDir = join(root, "node_modules", ".cache");
      await mkdir(cacheDir, { recursive: true });
      const ssrDir = await mkdtemp(join(cacheDir, "rib-prerender-"));
      try {
        await build({
          configFile: false,
          root,
          logLevel: "silent",
          plugins: [react()],
          build: { ssr: options.module, outDir: ssrDir, emptyOutDir: true, target: "node20" },
        });
        const entry = (await readdir(ssrDir)).find((f) => /\.m?js$/.test(f));
        if (entry === undefined) throw new Error("The sign-in page's render build wrote no module.");
        const renderer = (await import(pathToFileURL(join(ssrDir, entry)).href)) as Renderer;
        const page = await readFile(join(outDir, "index.html"), "utf8");
        const english = await textsOf(options.localesDir, "en");
        for (const lang of LANGUAGES) {
          const texts = lang === "en" ? english : await textsOf(options.localesDir, lang);
          const rendered = await renderer.renderSignIn(lang, { [lang]: texts, en: english });
          const { html, css } = extractStyles(dropMissingIdrefs(rendered.html));
          // A style sheet only when there is something to move into one: each costs a request.
          const sheet = `assets/signin-${lang}.css`;
          if (css !== "") await writeFile(join(outDir, sheet), css);
          const noScript = (texts.common as Record<string, string> | undefined)?.noScript;
          let out = page
            .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
            .replace(new RegExp(`\\s*<link\\b[^>]*\\s${APP_ATTRIBUTE}(?:=[^\\s>]*)?[^>]*>`, "g"), "")
            .replace(
              "</head>",
              css === "" ? "</head>" : `  <link rel="stylesheet" href="/${sheet}">\n  </head>`,
            )
            .replace(
              '<div id="root"></div>',
              // An empty alert the entry fills when the app cannot be loaded (src/app/boot.ts).
              `<p id="${LOAD_FAILED_ID}" class="app-load-failed" role="alert" data-message="${escapeHtml(
                String((texts.common as Record<string, unknown> | undefined)?.appLoadFailed ?? ""),
              )}"></p><div id="root" data-prerendered="${lang}">${html}</div>`,
            );
          if (noScript !== undefined) {
            out = out.replace(/(<noscript>\s*<p>)[\s\S]*?(<\/p>)/, `$1${escapeHtml(noScript)}$2`);
          }
          if (!out.includes(`data-prerendered="${lang}"`)) throw new Error("index.html has no empty #root.");
          await writeFile(join(outDir, `signin.${lang}.html`), out);
        }
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
