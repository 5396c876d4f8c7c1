/** Props of {@link CaptchaImage}. */
export interface CaptchaImageProps {
  /** The PNG the server drew, base64. */
  png: string;
  /** Text alternative; it must point to the non-visual alternative (code by SMS), never spell the answer. */
  alt: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/u;

/**
 * Shows the server's captcha picture (a PNG, base64) from a data: URL. Anything that is not base64
 * shows no picture rather than a URL of someone else's choosing.
 */
export function CaptchaImage({ png, alt }: CaptchaImageProps) {
  const source = BASE64.test(png) ? `data:image/png;base64,${png}` : undefined;
  return <img className="ui-captcha" src={source} alt={alt} />;
}
