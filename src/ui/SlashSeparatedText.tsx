import { Fragment } from "react";

/** Props of {@link SlashSeparatedText}. */
export interface SlashSeparatedTextProps {
  /** Parts joined by slashes, e.g. a payment's description "UPI/482915730264/BigBasket/groceries". */
  text: string;
}

/**
 * Text made of parts joined by slashes (a bank's payment description) that may wrap after each
 * slash. Chromium finds no line break opportunity in "UPI/482915730264/BigBasket/groceries", so a
 * table column was at least as wide as the whole description and the enquiry's table ran past its
 * frame at 1280 px in German; a `<wbr>` after every slash lets the line break between the parts,
 * never inside one. The text, and what a screen reader reads, stay as they are.
 */
export function SlashSeparatedText({ text }: SlashSeparatedTextProps) {
  const parts = text.split("/");
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
