import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SECURE_IMAGE_CATEGORIES, secureImageCategory } from "./SecureImage";

describe("secureImageCategory (spec 002 section 3)", () => {
  it.each([
    ["beach_1", "travel"],
    ["rose_2", "flower"],
    ["bag_3", "shopping"],
    ["bat_4", "sport"],
    ["bus_5", "transport"],
    ["bus_5.png", "transport"],
    ["my_pic_2.jpg", "flower"],
    ["bus_0", null],
    ["bus_6", null],
    ["bus_15", null],
    ["_1", null],
    ["bus1", null],
    ["bus_1x", null],
    ["bus_1.", null],
    ["", null],
  ] as const)("%j -> %s", (name, category) => {
    expect(secureImageCategory(name)).toBe(category);
  });

  it("five categories", () => {
    expect(SECURE_IMAGE_CATEGORIES).toEqual(["travel", "flower", "shopping", "sport", "transport"]);
  });

  it("name_N always gives the N-th category", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}$/), fc.integer({ min: 1, max: 5 }), (name, n) => {
        expect(secureImageCategory(`${name}_${n}`)).toBe(SECURE_IMAGE_CATEGORIES[n - 1]);
      }),
    );
  });
});

describe("secureImageCategory anchoring", () => {
  it("the whole name must match, not only its last line", () => {
    expect(secureImageCategory("a\nb_1")).toBeNull();
  });
});
