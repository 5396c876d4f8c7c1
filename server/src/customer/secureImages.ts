import { SECURE_IMAGE_CATEGORIES, type SecureImageCategory } from "../../../src/domain/auth/SecureImage";
import { type SecureImagePictureData, pictureSvg } from "../../../src/domain/auth/SecureImagePicture";
import { SECURE_IMAGE_PICTURES } from "../../../src/domain/auth/secureImagePictures";

/** One secure image of the catalogue, with its drawing. */
export interface SecureImageEntry {
  readonly id: string;
  readonly category: string;
  readonly altKey: string;
  readonly picture: SecureImagePictureData;
}

/**
 * The spec's five categories in the order of their number N (spec 002 section 3: an image name
 * `name_N` with N 1 to 5 selects travel, flower, shopping, sport, transport).
 */
const CATEGORIES: ReadonlyArray<{ category: SecureImageCategory; names: readonly string[] }> = [
  { category: "travel", names: ["beach", "mountain", "temple", "suitcase"] },
  { category: "flower", names: ["lotus", "rose", "sunflower", "marigold"] },
  { category: "shopping", names: ["cart", "bag", "gift"] },
  { category: "sport", names: ["cricket", "football", "badminton"] },
  { category: "transport", names: ["train", "boat", "bicycle", "autorickshaw"] },
];

function pictureOf(id: string): SecureImagePictureData {
  const picture = SECURE_IMAGE_PICTURES[id];
  // The drawings are generated for exactly these ids (scripts/secureImagePictures.ts); a missing
  // one is a build mistake, found at start-up rather than at a customer's sign-in.
  if (picture === undefined) throw new Error(`No drawing for the secure image ${id}`);
  return picture;
}

/**
 * The secure images customers choose from: five categories of three or four images, ids `name_N`,
 * each drawn as what it is called (a lotus, a temple, an auto rickshaw: src/domain/auth/secureImagePictures.ts).
 */
export const SECURE_IMAGES: readonly SecureImageEntry[] = CATEGORIES.flatMap((group) =>
  group.names.map((name) => {
    const id = `${name}_${SECURE_IMAGE_CATEGORIES.indexOf(group.category) + 1}`;
    return {
      id,
      category: group.category,
      altKey: `secureImage.${group.category}.${name}`,
      picture: pictureOf(id),
    };
  }),
);

/** Finds a secure image by id. */
export function findSecureImage(id: string): SecureImageEntry | undefined {
  return SECURE_IMAGES.find((image) => image.id === id);
}

/** The public fields of a secure image (`id`, `category`, `altKey`). */
export function publicImage(image: SecureImageEntry): { id: string; category: string; altKey: string } {
  return { id: image.id, category: image.category, altKey: image.altKey };
}

/** A secure image as a 120 × 120 SVG file (its text alternative is `altKey`, translated). */
export function secureImageSvg(image: SecureImageEntry): string {
  return pictureSvg(image.picture, 120);
}
