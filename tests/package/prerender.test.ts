import { describe, expect, it } from "vitest";
import { dropMissingIdrefs, extractStyles } from "../../vite.prerender";

describe("extractStyles", () => {
  it("moves each distinct style attribute into one class, kept beside the element's own classes", () => {
    const { html, css } = extractStyles(
      '<div class="a" style="position:absolute;width:1px"><span style="color:red">x</span><i style="position:absolute;width:1px"></i></div>',
    );
    expect(html).toBe('<div class="a pr-s1"><span class="pr-s2">x</span><i class="pr-s1"></i></div>');
    expect(css).toBe(".pr-s1{position:absolute;width:1px}\n.pr-s2{color:red}");
  });

  it("decodes the attribute's entities into the style sheet and leaves markup without styles as it is", () => {
    expect(extractStyles('<p style="font-family:&quot;Noto Sans&quot;">t</p>').css).toBe(
      '.pr-s1{font-family:"Noto Sans"}',
    );
    expect(extractStyles('<p class="b">no style</p>')).toEqual({
      html: '<p class="b">no style</p>',
      css: "",
    });
  });
});

describe("dropMissingIdrefs", () => {
  it("keeps the ids the markup has and drops an attribute left with none", () => {
    expect(
      dropMissingIdrefs(
        '<span id="hint"></span><input aria-describedby="hint error" aria-labelledby="nowhere">',
      ),
    ).toBe('<span id="hint"></span><input aria-describedby="hint">');
  });
});
