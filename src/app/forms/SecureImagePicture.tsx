import { useQuery } from "@tanstack/react-query";
import { useBank } from "../ServicesContext";
import { secureImageSvgQuery } from "../secureAccess/secureAccessQueries";

/** Encodes UTF-8 text as base64 (btoa alone accepts Latin-1 only). */
function toBase64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A secure image, fetched with the bank's request headers and shown from a data: URL (an
 * `img src` to the API could not carry them; the CSP allows `img-src data:`). `alt` is the
 * translated name, or empty where a visible label already names the picture.
 */
export function SecureImagePicture({ id, alt }: { readonly id: string; readonly alt: string }) {
  const bank = useBank();
  const svg = useQuery(secureImageSvgQuery(bank, id));
  if (svg.data === undefined) return <span className="secure-image-placeholder" aria-hidden="true" />;
  return (
    <img
      className="secure-image-picture"
      src={`data:image/svg+xml;base64,${toBase64(svg.data)}`}
      alt={alt}
      width={120}
      height={120}
    />
  );
}
