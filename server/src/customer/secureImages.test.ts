import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  SECURE_IMAGE_EMOJI,
  SECURE_IMAGE_PICTURES_FILE,
  renderSecureImagePictures,
} from "../../../scripts/secureImagePictures";
import { pictureMarkup } from "../../../src/domain/auth/SecureImagePicture";
import { SECURE_IMAGE_PICTURES } from "../../../src/domain/auth/secureImagePictures";
import { SECURE_IMAGES, findSecureImage, secureImageSvg } from "./secureImages";

describe("the secure image catalogue (spec 002 section 3)", () => {
  // Their translated names (distinct in en, de and hi): src/app/secureAccess/SecureImagePicture.test.tsx.
  it("has 18 images, each id a picture of its own and a name key of its own", () => {
    expect(SECURE_IMAGES).toHaveLength(18);
    expect(SECURE_IMAGES.map((image) => image.id).sort()).toEqual(Object.keys(SECURE_IMAGE_PICTURES).sort());
    const drawings = new Set(SECURE_IMAGES.map((image) => pictureMarkup(image.picture.nodes)));
    const sources = new Set(SECURE_IMAGES.map((image) => image.picture.source));
    expect(drawings.size).toBe(18);
    expect(sources.size).toBe(18);
    expect(new Set(SECURE_IMAGES.map((image) => image.altKey)).size).toBe(18);
  });

  it("keeps the stored ids: each name_N shows what it is called", () => {
    expect(Object.fromEntries(SECURE_IMAGES.map((image) => [image.id, image.picture.source]))).toEqual({
      beach_1: "desert-island",
      mountain_1: "snow-capped-mountain",
      temple_1: "hindu-temple",
      suitcase_1: "luggage",
      lotus_2: "lotus",
      rose_2: "rose",
      sunflower_2: "sunflower",
      marigold_2: "rosette",
      cart_3: "shopping-cart",
      bag_3: "shopping-bags",
      gift_3: "wrapped-gift",
      cricket_4: "cricket-game",
      football_4: "soccer-ball",
      badminton_4: "badminton",
      train_5: "high-speed-train",
      boat_5: "sailboat",
      bicycle_5: "bicycle",
      autorickshaw_5: "auto-rickshaw",
    });
    expect(SECURE_IMAGE_EMOJI).toEqual(
      Object.fromEntries(SECURE_IMAGES.map((image) => [image.id, image.picture.source])),
    );
  });

  it("serves a picture as a self-contained SVG file", () => {
    const lotus = findSecureImage("lotus_2");
    expect(lotus?.category).toBe("flower");
    const svg = lotus === undefined ? "" : secureImageSvg(lotus);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="120" height="120" viewBox="0 0 32 32">/,
    );
    expect(svg).toContain('fill="#f70a8d"');
  });

  it("src/domain/auth/secureImagePictures.ts is what the emoji set gives (npm run generate:secure-images)", async () => {
    expect(await readFile(SECURE_IMAGE_PICTURES_FILE, "utf8")).toBe(await renderSecureImagePictures());
  });
});
