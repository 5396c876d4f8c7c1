import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, within } from "storybook/test";
import { MenuBar, type MenuBarGroup, type MenuBarProps } from "../../src/ui/MenuBar";
import { useText, type Texts } from "../support/storyText";

type T = (texts: Texts) => string;

/** The bank's four menu groups (spec 000 section 2). */
function bankGroups(t: T): MenuBarGroup[] {
  return [
    {
      id: "myAccounts",
      label: t({ en: "My accounts", de: "Meine Konten", hi: "मेरे खाते" }),
      items: [
        {
          id: "acnList",
          label: t({ en: "Account summary", de: "Kontenübersicht", hi: "खाता सारांश" }),
          isCurrent: true,
          onAction: fn(),
        },
        {
          id: "statement",
          label: t({ en: "Account statement", de: "Kontoauszug", hi: "खाता विवरण" }),
          onAction: fn(),
        },
        {
          id: "cheque",
          label: t({ en: "Cheque status enquiry", de: "Scheckstatusabfrage", hi: "चेक की स्थिति की जानकारी" }),
          onAction: fn(),
        },
      ],
    },
    {
      id: "moneyMovement",
      label: t({ en: "Money movement", de: "Zahlungsverkehr", hi: "धन अंतरण" }),
      items: [
        { id: "neft", label: t({ en: "NEFT / RTGS", de: "NEFT / RTGS", hi: "NEFT / RTGS" }), onAction: fn() },
        {
          id: "payees",
          label: t({ en: "Manage payees", de: "Zahlungsempfänger verwalten", hi: "लाभार्थी प्रबंधित करें" }),
          onAction: fn(),
        },
      ],
    },
    {
      id: "products",
      label: t({ en: "Products", de: "Produkte", hi: "उत्पाद" }),
      items: [],
      emptyLabel: t({
        en: "No products available yet",
        de: "Noch keine Produkte verfügbar",
        hi: "अभी कोई उत्पाद उपलब्ध नहीं",
      }),
    },
    {
      id: "profile",
      label: t({ en: "Profile", de: "Profil", hi: "प्रोफ़ाइल" }),
      items: [
        {
          id: "details",
          label: t({ en: "Personal details", de: "Persönliche Daten", hi: "व्यक्तिगत विवरण" }),
          onAction: fn(),
        },
      ],
    },
  ];
}

function Render(args: Partial<MenuBarProps>) {
  const t = useText();
  return (
    <MenuBar
      {...args}
      label={t({ en: "Main menu", de: "Hauptmenü", hi: "मुख्य मेनू" })}
      collapsedLabel={t({ en: "Menu", de: "Menü", hi: "मेनू" })}
      groups={bankGroups(t)}
    />
  );
}

const meta = {
  title: "UI/MenuBar",
  component: MenuBar,
  args: { label: "Main menu", groups: [] },
  render: (args) => <Render {...args} />,
} satisfies Meta<typeof MenuBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All groups closed; the first group holds the current page. */
export const Default: Story = {};

/** The first group opened (an accessibility fixture for the expanded state). */
export const OpenGroup: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const [first] = within(canvasElement).getAllByRole("button", { expanded: false });
    if (first) await userEvent.click(first);
  },
};

/** A group without items opened: its note, no links. */
export const OpenEmptyGroup: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const products = within(canvasElement).getAllByRole("button", { expanded: false })[2];
    if (products) await userEvent.click(products);
  },
};

/** Narrow screen (320 px): one Menu button replaces the bar. */
export const Collapsed: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

/** Narrow screen with the Menu button and the first group opened: a vertical list. */
export const CollapsedOpen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole("button");
    // Only when the viewport is narrow is there a single Menu button to open first.
    if (buttons.length === 1 && buttons[0]) await userEvent.click(buttons[0]);
    const [first] = canvas.getAllByRole("button", { expanded: false });
    if (first) await userEvent.click(first);
  },
};
