import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageHeading, type PageHeadingProps } from "../../src/ui/Heading";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Heading",
  component: PageHeading,
  args: { children: null },
  render: function Render(args: PageHeadingProps) {
    const t = useText();
    return (
      <PageHeading {...args}>
        {t({ en: "Account summary", de: "Kontoübersicht", hi: "खाते का सारांश" })}
      </PageHeading>
    );
  },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's h1. */
export const Default: Story = {};
/** Focused by the app after a screen change (programmatic focus, tabIndex -1). */
export const Focused: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("heading", { level: 1 }).focus();
  },
};
/** A long heading wraps. */
export const LongContent: Story = {
  render: function Render(args: PageHeadingProps) {
    const t = useText();
    return (
      <PageHeading {...args}>
        {t({
          en: "Register a payee for National Electronic Funds Transfer to another bank",
          de: "Zahlungsempfänger für Überweisungen an andere Banken per NEFT-Zahlungsverkehrsverfahren registrieren",
          hi: "दूसरे बैंक में राष्ट्रीय इलेक्ट्रॉनिक निधि अंतरण के लिए लाभार्थी पंजीकृत करें",
        })}
      </PageHeading>
    );
  },
};
