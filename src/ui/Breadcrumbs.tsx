import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link as AriaLink } from "react-aria-components";
import { definedProps } from "./definedProps";
import "./Breadcrumbs.css";

/** One step of the {@link Breadcrumbs} trail. */
export interface BreadcrumbItem {
  id: string;
  label: string;
  /** A real address. */
  href?: string;
  /** In-app navigation to a named state: the app passes `() => go(name)`. */
  onPress?: () => void;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Names the navigation landmark ("You are here", translated). */
  label: string;
  /** From the top level down to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
}

/**
 * The trail from the home page to the current one, in a named nav landmark as an ordered
 * list. Earlier steps are links; the last is the current page, plain text with
 * aria-current="page". Separators are decoration (aria-hidden); the trail wraps at 320 px.
 */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="ui-breadcrumbs">
      {/* React Aria names the list with its own English "Breadcrumbs" unless given a name. */}
      <AriaBreadcrumbs className="ui-breadcrumbs-list" aria-label={label}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <Breadcrumb key={item.id} id={item.id} className="ui-breadcrumb">
              {isLast ? (
                <span className="ui-breadcrumb-current" aria-current="page">
                  {item.label}
                </span>
              ) : (
                <>
                  <AriaLink
                    className="ui-breadcrumb-link"
                    {...definedProps({ href: item.href })}
                    {...(item.onPress ? { onPress: item.onPress } : {})}
                  >
                    {item.label}
                  </AriaLink>
                  <svg
                    className="ui-breadcrumb-separator"
                    viewBox="0 0 16 16"
                    width="16"
                    height="16"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M6 3 11 8 6 13" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </>
              )}
            </Breadcrumb>
          );
        })}
      </AriaBreadcrumbs>
    </nav>
  );
}
