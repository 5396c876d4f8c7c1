import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { Menu, type MenuAction, type MenuProps } from "../../src/ui/Menu";
import { useText, type Texts } from "../support/storyText";

type T = (texts: Texts) => string;

function rowActions(t: T, disableDispute = false): MenuAction[] {
  return [
    {
      id: "fraud",
      label: t({ en: "Mark as fraud", de: "Als Betrug melden", hi: "धोखाधड़ी के रूप में चिह्नित करें" }),
      description: t({
        en: "Blocks the debit card at once",
        de: "Sperrt die Debitkarte sofort",
        hi: "डेबिट कार्ड तुरंत ब्लॉक करता है",
      }),
    },
    { id: "category", label: t({ en: "Change category", de: "Kategorie ändern", hi: "श्रेणी बदलें" }) },
    {
      id: "dispute",
      label: t({ en: "Raise a dispute", de: "Reklamation einreichen", hi: "विवाद दर्ज करें" }),
      ...(disableDispute ? { isDisabled: true } : {}),
    },
    {
      id: "receipt",
      label: t({
        en: "Download receipt (PDF)",
        de: "Beleg herunterladen (PDF)",
        hi: "रसीद डाउनलोड करें (PDF)",
      }),
    },
  ];
}

function Render({
  sectioned,
  disableDispute,
  ...args
}: Partial<MenuProps> & { sectioned?: boolean; disableDispute?: boolean }) {
  const t = useText();
  const actions = rowActions(t, disableDispute);
  const label = t({ en: "Actions", de: "Aktionen", hi: "कार्रवाई" });
  return sectioned ? (
    <Menu
      onAction={fn()}
      {...args}
      label={label}
      sections={[
        {
          id: "safety",
          title: t({ en: "Safety", de: "Sicherheit", hi: "सुरक्षा" }),
          items: actions.slice(0, 1),
        },
        {
          id: "records",
          title: t({ en: "Records", de: "Unterlagen", hi: "रिकॉर्ड" }),
          items: actions.slice(1),
        },
      ]}
    />
  ) : (
    <Menu onAction={fn()} {...args} label={label} items={actions} />
  );
}

const meta = {
  title: "UI/Menu",
  component: Menu,
  args: { label: "Actions", items: [], onAction: fn() },
  render: (args) => <Render {...args} />,
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu: Story["play"] = async ({ canvasElement, userEvent }) => {
  await userEvent.click(within(canvasElement).getByRole("button"));
  // The menu opens in a popover at the end of the body, outside the story's canvas.
  await expect(await screen.findByRole("menu")).toBeVisible();
};

/** Closed: the menu button only. */
export const Default: Story = {};

/** Open, with a description on the first item. */
export const Open: Story = { play: openMenu };

/** Open, with one action disabled. */
export const OpenWithDisabledItem: Story = {
  render: (args) => <Render {...args} disableDispute />,
  play: openMenu,
};

/** Open, with titled sections. */
export const OpenWithSections: Story = {
  render: (args) => <Render {...args} sectioned />,
  play: openMenu,
};

/** The primary look of the button. */
export const Primary: Story = { args: { variant: "primary" } };

/** Disabled button. */
export const Disabled: Story = { args: { isDisabled: true } };
