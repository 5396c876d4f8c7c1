import { describe, expect, it } from "vitest";
import { secureImageCategory } from "./SecureImage";
import { pictureMarkup, pictureSvg } from "./SecureImagePicture";
import { SECURE_IMAGE_PICTURES } from "./secureImagePictures";

describe("the secure images' drawings", () => {
  const entries = Object.entries(SECURE_IMAGE_PICTURES);

  it("draw 18 images, each id a name_N of a category (spec 002 section 3)", () => {
    expect(entries).toHaveLength(18);
    for (const [id] of entries) expect(secureImageCategory(id), id).not.toBeNull();
  });

  it("give every id its own picture", () => {
    const sources = entries.map(([, picture]) => picture.source);
    expect(new Set(sources).size).toBe(entries.length);
    const drawings = entries.map(([, picture]) => pictureMarkup(picture.nodes));
    expect(new Set(drawings).size).toBe(entries.length);
    for (const drawing of drawings) expect(drawing.length).toBeGreaterThan(200);
  });
});

describe("pictureMarkup and pictureSvg", () => {
  it("write elements, their attributes and their children as SVG", () => {
    expect(
      pictureMarkup([
        ["g", { fill: "none" }, [["circle", { cx: "16", cy: "16", r: "4", fill: "#f70a8d" }]]],
        ["path", { d: "M0 0h32", "fill-rule": "evenodd" }],
      ]),
    ).toBe(
      '<g fill="none"><circle cx="16" cy="16" r="4" fill="#f70a8d"/></g><path d="M0 0h32" fill-rule="evenodd"/>',
    );
  });

  it("escape what would end an attribute", () => {
    expect(pictureMarkup([["path", { d: 'a"b&c<d' }]])).toBe('<path d="a&quot;b&amp;c&lt;d"/>');
  });

  it("make a self-contained SVG file of the asked size", () => {
    expect(pictureSvg({ source: "dot", nodes: [["circle", { r: "1" }]] }, 120)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 32 32"><circle r="1"/></svg>',
    );
  });
});
