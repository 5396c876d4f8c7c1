import type { Key } from "react";
import {
  Header,
  Menu as AriaMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Text,
} from "react-aria-components";
import { Button } from "./Button";
import "./Menu.css";

/** One action of a {@link Menu}. */
export interface MenuAction {
  id: string;
  label: string;
  /** A second line, linked as the item's description ("Blocks the card at once"). */
  description?: string;
  isDisabled?: boolean;
}

/** A titled group of actions of a {@link Menu}. */
export interface MenuActionSection {
  id: string;
  /** Visible header that also names the group. */
  title: string;
  items: readonly MenuAction[];
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Text and name of the trigger button ("Actions"). */
  label: string;
  /** The actions, when they are not in sections. */
  items?: readonly MenuAction[];
  /** Groups of actions with a header each (used instead of `items`). */
  sections?: readonly MenuActionSection[];
  /** Runs the chosen action; the menu closes and focus returns to the trigger. */
  onAction: (id: string) => void;
  variant?: "primary" | "secondary" | "quiet";
  /** Names the trigger when the visible label is shared by many (a row's "Actions: 26/10/2026 UPI GROCER 2"); it starts with the label. */
  "aria-label"?: string;
  /** Ties the trigger to the row or card it acts on ("Transaction of 12 March, ₹1,250"). */
  "aria-describedby"?: string;
  isDisabled?: boolean;
}

function Item({ item }: { item: MenuAction }) {
  return (
    <MenuItem
      id={item.id}
      textValue={item.label}
      className="ui-menu-item"
      {...(item.isDisabled ? { isDisabled: true } : {})}
    >
      <Text slot="label" className="ui-menu-item-label">
        {item.label}
      </Text>
      {item.description ? (
        <Text slot="description" className="ui-menu-item-description">
          {item.description}
        </Text>
      ) : null}
    </MenuItem>
  );
}

/**
 * A menu button (ARIA menu button pattern) for actions such as a row's "Mark as fraud" or
 * "Change category": Enter, Space or ArrowDown opens it on the first item (ArrowUp on the
 * last), arrows move, typing a letter jumps to the next matching item, Enter runs the action,
 * Escape closes it and returns focus to the button.
 */
export function Menu({
  label,
  items = [],
  sections,
  onAction,
  variant = "secondary",
  isDisabled,
  ...aria
}: MenuProps) {
  const run = (key: Key) => onAction(String(key));
  return (
    <MenuTrigger>
      <Button
        variant={variant}
        {...aria}
        {...(isDisabled ? { isDisabled } : {})}
        endIcon={
          <svg className="ui-menu-chevron" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 6 8 11 13 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        }
      >
        {label}
      </Button>
      <Popover className="ui-menu-popover" placement="bottom start">
        <AriaMenu className="ui-menu" onAction={run}>
          {sections
            ? sections.map((section) => (
                <MenuSection key={section.id} id={section.id} className="ui-menu-section">
                  <Header className="ui-menu-section-header">{section.title}</Header>
                  {section.items.map((item) => (
                    <Item key={item.id} item={item} />
                  ))}
                </MenuSection>
              ))
            : items.map((item) => <Item key={item.id} item={item} />)}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
