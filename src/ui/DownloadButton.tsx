import { Link as AriaLink } from "react-aria-components";
import { Button } from "./Button";
import "./DownloadButton.css";

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps {
  /** What is downloaded ("Download statement"). */
  label: string;
  /** The file type as the customer knows it ("PDF", "Excel"). */
  fileType: string;
  /** The size, already formatted in the customer's language ("12 KB"). */
  sizeText?: string;
  /** A direct address: renders a link with the download attribute. */
  href?: string;
  /** Suggested file name for `href` ("statement-2026-11.pdf"). */
  fileName?: string;
  /** Without `href`: the app fetches and saves the file. */
  onPress?: () => void;
  /** While the app prepares the file (button form only). */
  isPending?: boolean;
  /** Added to the name while pending ("Preparing"). */
  pendingLabel?: string;
  isDisabled?: boolean;
  id?: string;
}

function DownloadIcon() {
  return (
    <svg
      className="ui-download-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 1.5v9M4 7l4 4 4-4M2 14.5h12" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Downloads a file. The name says what, which type and how big ("Download statement (PDF,
 * 12 KB)"), so nobody opens a large or unexpected file by surprise (WCAG 2.4.4, 3.2.5). With
 * `href` it is a link with the download attribute; otherwise a button whose `onPress` saves
 * the file, with a pending state while it is prepared.
 */
export function DownloadButton({
  label,
  fileType,
  sizeText,
  href,
  fileName,
  onPress,
  isPending,
  pendingLabel,
  isDisabled,
  id,
}: DownloadButtonProps) {
  const details = sizeText ? `${fileType}, ${sizeText}` : fileType;
  const text = `${label} (${details})`;
  if (href !== undefined) {
    return (
      <AriaLink
        href={href}
        download={fileName ?? true}
        className="ui-button ui-button--secondary ui-download"
        {...(id !== undefined ? { id } : {})}
        {...(isDisabled ? { isDisabled } : {})}
      >
        <DownloadIcon />
        <span>{text}</span>
      </AriaLink>
    );
  }
  return (
    <Button
      variant="secondary"
      {...(onPress ? { onPress } : {})}
      {...(isPending !== undefined ? { isPending } : {})}
      {...(pendingLabel !== undefined ? { pendingLabel } : {})}
      {...(isDisabled !== undefined ? { isDisabled } : {})}
      {...(id !== undefined ? { id } : {})}
    >
      <span className="ui-download">
        {isPending ? null : <DownloadIcon />}
        <span>{text}</span>
      </span>
    </Button>
  );
}
