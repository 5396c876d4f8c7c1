import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from "react";
import { Button as AriaButton, Link as AriaLink } from "react-aria-components";
import "./MenuBar.css";

/** One destination of a {@link MenuBar} group. */
export interface MenuBarItem {
  id: string;
  label: string;
  /** Navigates to the item's named state. */
  onAction?: () => void;
  /** Marks the screen the customer is on (aria-current="page"). */
  isCurrent?: boolean;
}

/** One top-level group of a {@link MenuBar}. */
export interface MenuBarGroup {
  id: string;
  label: string;
  items: readonly MenuBarItem[];
  /** Shown instead of items when the group has none (a note, not a dead link). */
  emptyLabel?: string;
}

/** Props of {@link MenuBar}. */
export interface MenuBarProps {
  /** Accessible name of the navigation landmark, e.g. "Main menu". */
  label: string;
  groups: readonly MenuBarGroup[];
  /**
   * Text of the single button ("Menu") that replaces the bar on narrow screens and at large
   * text sizes. Without it the bar never collapses (its groups stack instead).
   */
  collapsedLabel?: string;
}

/**
 * Where the bar collapses: in em, so it applies at 320 CSS px and also when the text is
 * enlarged to 200% on a 1280 px screen. Same value as the media query in MenuBar.css.
 */
export const MENUBAR_COLLAPSE_QUERY = "(max-width: 48em)";

function subscribeToNarrow(onChange: () => void) {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(MENUBAR_COLLAPSE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isNarrow() {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(MENUBAR_COLLAPSE_QUERY).matches
  );
}

/**
 * The top navigation: a nav landmark whose groups are disclosure buttons (aria-expanded)
 * revealing lists of links — the disclosure pattern rather than an application menu, so
 * screen readers keep their reading keys. Keys: Enter/Space toggle, ArrowDown opens and
 * enters a group, ArrowUp/ArrowDown/Home/End move within it, Escape closes it and returns
 * focus to its button; focus leaving the menu closes it. On narrow screens (with
 * `collapsedLabel`) one disclosure button shows the groups as a vertical list; Escape on a
 * closed group's button closes that list and returns focus to it.
 */
export function MenuBar({ label, groups, collapsedLabel }: MenuBarProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [isListOpen, setListOpen] = useState(false);
  const narrow = useSyncExternalStore(subscribeToNarrow, isNarrow, () => false);
  const isCollapsed = collapsedLabel !== undefined && narrow;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const listId = `${baseId}-groups`;
  const navRef = useRef<HTMLElement>(null);
  const panelId = (groupId: string) => `${baseId}-${groupId}`;

  const itemsOf = (groupId: string) =>
    Array.from(
      navRef.current?.querySelectorAll<HTMLElement>(
        `[id="${CSS.escape(panelId(groupId))}"] [data-menubar-item]`,
      ) ?? [],
    );
  const triggerOf = (groupId: string) =>
    navRef.current?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panelId(groupId))}"]`) ?? null;

  // An item can take focus only once its panel is shown, i.e. after the render that opens it.
  const pendingFocus = useRef<{ groupId: string; which: "first" | "last" } | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.groupId !== openId) return;
    pendingFocus.current = null;
    const items = Array.from(
      navRef.current?.querySelectorAll<HTMLElement>(
        `[id="${CSS.escape(`${baseId}-${pending.groupId}`)}"] [data-menubar-item]`,
      ) ?? [],
    );
    (pending.which === "first" ? items[0] : items[items.length - 1])?.focus();
  }, [openId, baseId]);

  const onTriggerKeyDown = (group: MenuBarGroup) => (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const which = event.key === "ArrowDown" ? "first" : "last";
      if (openId === group.id) {
        const items = itemsOf(group.id);
        (which === "first" ? items[0] : items[items.length - 1])?.focus();
      } else {
        pendingFocus.current = { groupId: group.id, which };
        setOpenId(group.id);
      }
    } else if (event.key === "Escape" && openId === group.id) {
      event.preventDefault();
      setOpenId(null);
    } else if (event.key === "Escape" && isCollapsed && isListOpen) {
      event.preventDefault();
      setListOpen(false);
      toggleRef.current?.focus();
    }
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isListOpen) {
      event.preventDefault();
      setListOpen(false);
      setOpenId(null);
    }
  };

  const onPanelKeyDown = (group: MenuBarGroup) => (event: KeyboardEvent) => {
    const items = itemsOf(group.id);
    const index = items.findIndex((item) => item === document.activeElement);
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = items[(index + 1) % items.length];
    else if (event.key === "ArrowUp") next = items[(index - 1 + items.length) % items.length];
    else if (event.key === "Home") next = items[0];
    else if (event.key === "End") next = items[items.length - 1];
    else if (event.key === "Escape") {
      event.preventDefault();
      setOpenId(null);
      triggerOf(group.id)?.focus();
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  };

  // A panel hangs from its button's left edge; near the right edge of the window (a group that
  // wrapped there, or large text on a wide screen, where the em breakpoint does not apply) it is
  // moved left so it never makes the page scroll sideways (WCAG 1.4.10).
  useLayoutEffect(() => {
    if (openId === null) return;
    const panel = navRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(`${baseId}-${openId}`)}"]`);
    if (!panel) return;
    const place = () => {
      panel.style.removeProperty("left");
      if (getComputedStyle(panel).position !== "absolute") return;
      const rect = panel.getBoundingClientRect();
      const overflow = rect.right - document.documentElement.clientWidth;
      if (overflow > 0) panel.style.left = `${-Math.min(overflow, rect.left)}px`;
    };
    place();
    // Again when the window or the text size changes while the panel is open.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(place) : null;
    observer?.observe(document.documentElement);
    window.addEventListener("resize", place);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", place);
      panel.style.removeProperty("left");
    };
  }, [openId, baseId]);

  // Focus leaving the menu closes the open group (a native listener: nav is not interactive).
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && nav.contains(next)) return;
      setOpenId(null);
      setListOpen(false);
    };
    nav.addEventListener("focusout", onFocusOut);
    return () => nav.removeEventListener("focusout", onFocusOut);
  }, []);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="ui-menubar"
      {...(isCollapsed ? { "data-collapsed": "true" } : {})}
    >
      {isCollapsed ? (
        <AriaButton
          ref={toggleRef}
          className="ui-menubar-toggle"
          aria-expanded={isListOpen}
          aria-controls={listId}
          onPress={() => {
            setListOpen(!isListOpen);
            setOpenId(null);
          }}
          onKeyDown={onToggleKeyDown}
        >
          <span className="ui-menubar-toggle-icon" aria-hidden="true" />
          {collapsedLabel}
        </AriaButton>
      ) : null}
      <ul id={listId} className="ui-menubar-groups" hidden={isCollapsed && !isListOpen}>
        {groups.map((group) => {
          const isOpen = openId === group.id;
          const hasCurrent = group.items.some((item) => item.isCurrent);
          return (
            <li
              key={group.id}
              className="ui-menubar-group"
              {...(hasCurrent ? { "data-current": "true" } : {})}
            >
              <AriaButton
                className="ui-menubar-trigger"
                aria-expanded={isOpen}
                aria-controls={panelId(group.id)}
                onPress={() => setOpenId(isOpen ? null : group.id)}
                onKeyDown={onTriggerKeyDown(group)}
              >
                {group.label}
                <span className="ui-menubar-chevron" aria-hidden="true" />
              </AriaButton>
              {/* Keyboard handling of the links inside; the links themselves are the interactive elements. */}
              {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
              <div
                id={panelId(group.id)}
                className="ui-menubar-panel"
                hidden={!isOpen}
                onKeyDown={onPanelKeyDown(group)}
              >
                {group.items.length > 0 ? (
                  <ul className="ui-menubar-items">
                    {group.items.map((item) => (
                      <li key={item.id}>
                        <AriaLink
                          className="ui-menubar-item"
                          data-menubar-item=""
                          {...(item.isCurrent ? { "aria-current": "page" as const } : {})}
                          onPress={() => {
                            setOpenId(null);
                            setListOpen(false);
                            item.onAction?.();
                          }}
                        >
                          {item.label}
                        </AriaLink>
                      </li>
                    ))}
                  </ul>
                ) : group.emptyLabel ? (
                  <p className="ui-menubar-empty">{group.emptyLabel}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
