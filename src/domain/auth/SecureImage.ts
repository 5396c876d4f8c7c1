/** The five secure image categories, in the order of their number N (spec 002 section 3). */
export const SECURE_IMAGE_CATEGORIES = ["travel", "flower", "shopping", "sport", "transport"] as const;

/** A secure image category. */
export type SecureImageCategory = (typeof SECURE_IMAGE_CATEGORIES)[number];

/**
 * The category of a secure image name `name_N` (spec 002 section 3): N 1 to 5 selects travel,
 * flower, shopping, sport or transport; the number is the part after the last underscore and a
 * file extension is ignored (`beach_1.png` -> travel). Any other name gives null.
 */
export function secureImageCategory(imageName: string): SecureImageCategory | null {
  const match = /^.+_([1-5])(?:\.[A-Za-z0-9]+)?$/.exec(imageName);
  if (match === null) return null;
  // the pattern admits only 1 to 5, so the index is always inside the list
  return SECURE_IMAGE_CATEGORIES[Number(match[1]) - 1] as SecureImageCategory;
}
