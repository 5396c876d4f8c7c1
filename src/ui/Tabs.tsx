import type { Key, ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from "react-aria-components";
import { definedProps } from "./definedProps";
import "./Tabs.css";

/** One tab of {@link Tabs}: its label and the panel it shows. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  /** The tab stays visible but cannot be selected (arrow keys skip it). */
  isDisabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Names the tablist ("Account details"). */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's id (controlled). */
  selectedKey?: string;
  /** The tab selected first (uncontrolled). */
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  /** `horizontal` (default) wraps onto several lines on narrow screens; `vertical` stacks. */
  orientation?: "horizontal" | "vertical";
}

/**
 * Tabs (ARIA tabs pattern): one Tab stop on the selected tab, arrow keys move and select at
 * once (automatic activation), Home/End go to the first/last tab, each panel is named by its
 * tab. The selected tab has a thick bar (not only colour) and the tab list wraps at 320 px.
 */
export function Tabs({
  label,
  tabs,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  orientation = "horizontal",
}: TabsProps) {
  const disabledKeys = tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id);
  return (
    <AriaTabs
      className="ui-tabs"
      orientation={orientation}
      keyboardActivation="automatic"
      disabledKeys={disabledKeys}
      {...definedProps({ selectedKey, defaultSelectedKey })}
      {...(onSelectionChange ? { onSelectionChange: (key: Key) => onSelectionChange(String(key)) } : {})}
    >
      <TabList aria-label={label} className="ui-tabs-list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="ui-tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="ui-tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
