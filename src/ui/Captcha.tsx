/** Props of {@link CaptchaImage}. */
export interface CaptchaImageProps {
  /** The SVG markup the server sent. */
  svg: string;
  /** Text alternative; it must point to the non-visual alternative (code by SMS), never spell the answer. */
  alt: string;
}

/** Encodes UTF-8 text as base64 (btoa alone accepts Latin-1 only). */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Shows a server-provided SVG as an image from a data: URL, so no markup of the server is
 * inserted into the page (and scripts inside an SVG image never run).
 */
export function CaptchaImage({ svg, alt }: CaptchaImageProps) {
  return <img className="ui-captcha" src={`data:image/svg+xml;base64,${toBase64(svg)}`} alt={alt} />;
}
