import type { ReactNode } from "react";

/** Props of {@link Banner}. */
export interface BannerProps {
  /** error and warning interrupt (role="alert"); success and info wait (role="status"). */
  tone: "success" | "error" | "warning" | "info";
  title?: string;
  children?: ReactNode;
}

/** A message box for the result of an action or a notice about the page. */
export function Banner({ tone, title, children }: BannerProps) {
  const role = tone === "error" || tone === "warning" ? "alert" : "status";
  return (
    <div role={role} className={`ui-banner ui-banner--${tone}`}>
      {title ? <p className="ui-banner-title">{title}</p> : null}
      {children ? <div className="ui-banner-body">{children}</div> : null}
    </div>
  );
}
