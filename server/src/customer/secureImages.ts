import { SECURE_IMAGE_CATEGORIES, type SecureImageCategory } from "../../../src/domain/auth/SecureImage";

/** One secure image of the catalogue, with how it is drawn. */
export interface SecureImageEntry {
  readonly id: string;
  readonly category: string;
  readonly altKey: string;
  readonly background: string;
  readonly shape: "circle" | "triangle" | "square" | "diamond";
  readonly foreground: string;
}

/**
 * The spec's five categories in the order of their number N (spec 002 section 3: an image name
 * `name_N` with N 1 to 5 selects travel, flower, shopping, sport, transport).
 */
const CATEGORIES: ReadonlyArray<{
  category: SecureImageCategory;
  background: string;
  names: readonly string[];
}> = [
  { category: "travel", background: "#fde7c8", names: ["beach", "mountain", "temple", "suitcase"] },
  { category: "flower", background: "#d9f2d0", names: ["lotus", "rose", "sunflower", "marigold"] },
  { category: "shopping", background: "#ece2f7", names: ["cart", "bag", "gift"] },
  { category: "sport", background: "#fbdada", names: ["cricket", "football", "badminton"] },
  { category: "transport", background: "#d6e6fb", names: ["train", "boat", "bicycle", "autorickshaw"] },
];
const SHAPES = ["circle", "triangle", "square", "diamond"] as const;
const FOREGROUNDS = ["#7a3e00", "#1f5f13", "#0b3d80", "#4b1f73", "#7d1010"];

/** The secure images customers choose from: five categories of three or four images, ids `name_N`. */
export const SECURE_IMAGES: readonly SecureImageEntry[] = CATEGORIES.flatMap((group, groupIndex) =>
  group.names.map((name, index) => ({
    id: `${name}_${SECURE_IMAGE_CATEGORIES.indexOf(group.category) + 1}`,
    category: group.category,
    altKey: `secureImage.${group.category}.${name}`,
    background: group.background,
    shape: SHAPES[index % SHAPES.length] ?? "circle",
    foreground: FOREGROUNDS[groupIndex % FOREGROUNDS.length] ?? "#000000",
  })),
);

/** Finds a secure image by id. */
export function findSecureImage(id: string): SecureImageEntry | undefined {
  return SECURE_IMAGES.find((image) => image.id === id);
}

/** The public fields of a secure image (`id`, `category`, `altKey`). */
export function publicImage(image: SecureImageEntry): { id: string; category: string; altKey: string } {
  return { id: image.id, category: image.category, altKey: image.altKey };
}

/** Draws a secure image as a small self-contained SVG (decorative; its text alternative is `altKey`). */
export function secureImageSvg(image: SecureImageEntry): string {
  const index = SECURE_IMAGES.indexOf(image);
  const rings = (index % 3) + 1;
  const shapes: Record<SecureImageEntry["shape"], string> = {
    circle: `<circle cx="60" cy="60" r="34" fill="${image.foreground}"/>`,
    triangle: `<polygon points="60,20 100,96 20,96" fill="${image.foreground}"/>`,
    square: `<rect x="28" y="28" width="64" height="64" rx="6" fill="${image.foreground}"/>`,
    diamond: `<polygon points="60,18 102,60 60,102 18,60" fill="${image.foreground}"/>`,
  };
  let decoration = "";
  for (let ring = 0; ring < rings; ring++) {
    decoration += `<circle cx="60" cy="60" r="${44 + ring * 6}" fill="none" stroke="${image.foreground}" stroke-width="2"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${image.background}"/>${decoration}${shapes[image.shape]}</svg>`;
}
