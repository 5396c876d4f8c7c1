import type { UserSecurityInfoResponse } from "../../../src/adapters/rib/contract/auth";
import { SECURE_IMAGES, publicImage } from "../customer/secureImages";

const FIRST = [
  "Blue",
  "Golden",
  "Silver",
  "Quiet",
  "Bright",
  "Green",
  "Little",
  "Happy",
  "Morning",
  "Evening",
  "Red",
  "Sunny",
  "Royal",
  "Gentle",
  "Lucky",
  "Ocean",
  "River",
  "Winter",
  "Summer",
  "Wild",
];
const SECOND = [
  "Lotus",
  "Harbour",
  "Saffron",
  "Monsoon",
  "Garden",
  "Meadow",
  "Lantern",
  "Tiger",
  "Mango",
  "Peacock",
  "Temple",
  "Kite",
  "Sparrow",
  "Valley",
  "Jasmine",
  "Sunrise",
  "Banyan",
  "Comet",
  "Island",
  "Rain",
];

/**
 * The secure image and text shown for a user id that has none: an unknown id, or a customer who
 * has not chosen them yet (docs/DECISIONS.md D6 and "No user enumeration before sign-in"). Picked
 * by `derived` (an HMAC of the server secret over the user id), so the same id always gets the same
 * answer and nobody without the secret can tell it from a chosen one: one of the images a customer
 * chooses from, and a text shaped like customers' texts (two words, now and then two digits).
 */
export function madeUpSecurityInfo(derived: Uint8Array): UserSecurityInfoResponse {
  const byte = (i: number) => derived[i] ?? 0;
  const image = SECURE_IMAGES[((byte(0) << 8) | byte(1)) % SECURE_IMAGES.length] ?? SECURE_IMAGES[0];
  const words = `${FIRST[byte(2) % FIRST.length] ?? "Blue"}${SECOND[byte(3) % SECOND.length] ?? "Lotus"}`;
  const digits = byte(4) % 3 === 0 ? String(byte(5) % 100).padStart(2, "0") : "";
  return {
    isSecureImageSet: true,
    secureImage: image === undefined ? null : publicImage(image),
    secureText: `${words}${digits}`,
  };
}
