/**
 * The pictures of the secure images (spec 002 section 3: an image is named `name_N`). Each is a
 * small vector drawing of what its name says, kept as data so that every channel draws the same
 * picture from the same id: the web app as inline SVG (painted with the secure text, never fetched
 * after it), the server as an SVG file (`GET dashboard/getImage`). The drawings are generated from
 * an open emoji set by `scripts/secureImagePictures.ts` into `secureImagePictures.ts`.
 */

/** The SVG elements the drawings use. */
export type PictureElement = "g" | "path" | "circle";

/** One element of a drawing: its name, its attributes (SVG names) and its children. */
export type PictureNode = readonly [
  element: PictureElement,
  attributes: Readonly<Record<string, string>>,
  children?: readonly PictureNode[],
];

/** The drawing of one secure image. */
export interface SecureImagePictureData {
  /** The name of the drawing in the emoji set it comes from (e.g. `hindu-temple`). */
  readonly source: string;
  /** The drawing's elements, in a 32 × 32 view box. */
  readonly nodes: readonly PictureNode[];
}

/** The view box of every drawing. */
export const SECURE_IMAGE_VIEW_BOX = "0 0 32 32";

/** Where the drawings come from, and their licence. */
export const SECURE_IMAGE_PICTURE_SOURCE = {
  set: "Fluent Emoji Flat (Microsoft), from the npm package @iconify-json/fluent-emoji-flat",
  licence: "MIT",
  copyright: "Copyright (c) Microsoft Corporation",
} as const;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The SVG markup of drawing elements (the inside of an `<svg>`). */
export function pictureMarkup(nodes: readonly PictureNode[]): string {
  return nodes
    .map(([element, attributes, children]) => {
      const attributeText = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return children === undefined
        ? `<${element}${attributeText}/>`
        : `<${element}${attributeText}>${pictureMarkup(children)}</${element}>`;
    })
    .join("");
}

/** A drawing as a self-contained SVG file of `size` × `size` pixels. */
export function pictureSvg(picture: SecureImagePictureData, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${SECURE_IMAGE_VIEW_BOX}">${pictureMarkup(picture.nodes)}</svg>`;
}
