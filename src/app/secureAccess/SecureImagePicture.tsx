import { createElement, type ReactNode } from "react";
import {
  SECURE_IMAGE_VIEW_BOX,
  type PictureNode,
  type SecureImagePictureData,
} from "../../domain/auth/SecureImagePicture";

/** SVG attribute names as React spells them (`fill-rule` -> `fillRule`). */
function reactAttributes(attributes: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function drawNodes(nodes: readonly PictureNode[]): ReactNode[] {
  return nodes.map(([element, attributes, children], index) =>
    createElement(
      element,
      { key: index, ...reactAttributes(attributes) },
      ...(children === undefined ? [] : drawNodes(children)),
    ),
  );
}

/** Props of {@link SecureImagePicture}. */
export interface SecureImagePictureProps {
  readonly picture: SecureImagePictureData;
  /** The translated name of the picture, or "" where a visible label already names it. */
  readonly alt: string;
}

/**
 * A secure image, drawn inline as SVG from its data (src/domain/auth/secureImagePictures.ts), so it
 * paints in the same frame as whatever is rendered with it (the secure text at sign-in): nothing is
 * fetched after the text. With a name it is one image (`role="img"`, named by `alt`); without one
 * it is decorative (`role="presentation"`), like an `img` with an empty `alt`.
 */
export function SecureImagePicture({ picture, alt }: SecureImagePictureProps) {
  const meaning = alt === "" ? { role: "presentation" } : { role: "img", "aria-label": alt };
  return (
    <svg
      className="secure-image-picture"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={SECURE_IMAGE_VIEW_BOX}
      width={120}
      height={120}
      focusable="false"
      {...meaning}
    >
      {drawNodes(picture.nodes)}
    </svg>
  );
}
