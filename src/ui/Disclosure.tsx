import type { Key, ReactNode } from "react";
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from "react-aria-components";
import { definedProps } from "./definedProps";
import "./Disclosure.css";

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** Text of the trigger button (and of the heading it sits in). */
  title: string;
  /** Level of the heading around the trigger, so the section fits the page outline. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** Identifies the section inside an {@link Accordion} (`expandedKeys`). */
  id?: string;
  defaultExpanded?: boolean;
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
}

/**
 * A collapsible section (ARIA disclosure pattern): a heading holding a button with
 * aria-expanded and aria-controls; Enter or Space toggles the panel below it. The chevron is
 * decoration (aria-hidden) and turns with the state, which the button also says in words.
 */
export function Disclosure({
  title,
  headingLevel,
  id,
  defaultExpanded,
  isExpanded,
  onExpandedChange,
  isDisabled,
  children,
}: DisclosureProps) {
  return (
    <AriaDisclosure
      className="ui-disclosure"
      {...definedProps({ id, defaultExpanded, isExpanded, onExpandedChange, isDisabled })}
    >
      <Heading level={headingLevel} className="ui-disclosure-heading">
        <AriaButton slot="trigger" className="ui-disclosure-trigger">
          <svg
            className="ui-disclosure-chevron"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5 2.5 10.5 8 5 13.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span className="ui-disclosure-title">{title}</span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className="ui-disclosure-panel">{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** {@link Disclosure} sections, each with an `id`. */
  children: ReactNode;
  /** Several sections may be open at once (default: opening one closes the others). */
  allowsMultipleExpanded?: boolean;
  /** Ids of the open sections (controlled). */
  expandedKeys?: readonly string[];
  /** Ids of the sections open at first (uncontrolled). */
  defaultExpandedKeys?: readonly string[];
  onExpandedChange?: (ids: string[]) => void;
  isDisabled?: boolean;
}

/**
 * A stack of {@link Disclosure} sections (an accordion). Each section keeps its own heading
 * and button, so screen-reader users can jump between them by heading; Tab moves between the
 * buttons.
 */
export function Accordion({
  children,
  allowsMultipleExpanded,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  isDisabled,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className="ui-accordion"
      {...definedProps({ allowsMultipleExpanded, expandedKeys, defaultExpandedKeys, isDisabled })}
      {...(onExpandedChange
        ? { onExpandedChange: (keys: Set<Key>) => onExpandedChange(Array.from(keys, String)) }
        : {})}
    >
      {children}
    </DisclosureGroup>
  );
}
