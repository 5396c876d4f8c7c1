import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { MenuBar, type MenuBarGroup } from "../../src/ui/MenuBar";

const groups: MenuBarGroup[] = [
  {
    id: "accounts",
    label: "Accounts",
    items: [
      { id: "acnList", label: "Account summary", isCurrent: true, onAction: fn() },
      { id: "statement", label: "Account statement", onAction: fn() },
    ],
  },
  { id: "transfers", label: "Transfers", items: [{ id: "neft", label: "NEFT / RTGS", onAction: fn() }] },
  { id: "deposits", label: "Deposits", items: [], emptyLabel: "No services available yet" },
  {
    id: "services",
    label: "Services",
    items: [{ id: "cheque", label: "Cheque book request", onAction: fn() }],
  },
];

const meta = {
  title: "UI/MenuBar",
  component: MenuBar,
  args: { label: "Main menu", groups },
} satisfies Meta<typeof MenuBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = {
  args: {
    label: "Hauptmenü",
    groups: [
      {
        id: "accounts",
        label: "Konten",
        items: [
          { id: "acnList", label: "Kontenübersicht", isCurrent: true, onAction: fn() },
          { id: "statement", label: "Kontoauszug", onAction: fn() },
        ],
      },
      {
        id: "transfers",
        label: "Überweisungen",
        items: [{ id: "neft", label: "NEFT / RTGS", onAction: fn() }],
      },
      { id: "deposits", label: "Einlagen", items: [], emptyLabel: "Noch keine Dienste verfügbar" },
      {
        id: "services",
        label: "Dienstleistungen",
        items: [{ id: "cheque", label: "Scheckheftbestellung", onAction: fn() }],
      },
    ],
  },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: {
    label: "मुख्य मेनू",
    groups: [
      {
        id: "accounts",
        label: "खाते",
        items: [
          { id: "acnList", label: "खाता सारांश", isCurrent: true, onAction: fn() },
          { id: "statement", label: "खाता विवरण", onAction: fn() },
        ],
      },
      { id: "transfers", label: "अंतरण", items: [{ id: "neft", label: "NEFT / RTGS", onAction: fn() }] },
      { id: "deposits", label: "जमा", items: [], emptyLabel: "अभी कोई सेवा उपलब्ध नहीं" },
      { id: "services", label: "सेवाएँ", items: [{ id: "cheque", label: "चेक बुक अनुरोध", onAction: fn() }] },
    ],
  },
  globals: { lang: "hi" },
};

/** The first group opened (an accessibility fixture for the expanded state). */
export const OpenGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Accounts" }));
  },
};

/** A group without items opened: its note, no links. */
export const OpenEmptyGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Deposits" }));
  },
};
