import type { Meta, StoryObj } from "@storybook/react-vite";
import { SkipLink, type SkipLinkProps } from "../../src/ui/SkipLink";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/SkipLink",
  component: SkipLink,
  args: { targetId: "story-main", children: null },
  render: function Render(args: SkipLinkProps) {
    const t = useText();
    return (
      <>
        <SkipLink {...args}>
          {t({ en: "Skip to main content", de: "Zum Hauptinhalt springen", hi: "मुख्य सामग्री पर जाएँ" })}
        </SkipLink>
        <p>
          {t({
            en: "Header with many links",
            de: "Kopfbereich mit vielen Links",
            hi: "कई लिंक वाला शीर्ष भाग",
          })}
        </p>
        <div id={args.targetId}>
          <h1>{t({ en: "Account summary", de: "Kontoübersicht", hi: "खाते का सारांश" })}</h1>
        </div>
      </>
    );
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: press Tab once. */
export const Default: Story = {};
/** Focused: visible at the top; Enter moves focus to the main content. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("link");
  },
};
/** A long text wraps inside the link when it shows. */
export const LongContent: Story = {
  render: function Render(args: SkipLinkProps) {
    const t = useText();
    return (
      <>
        <SkipLink {...args}>
          {t({
            en: "Skip the navigation and go straight to the main content of this page",
            de: "Navigation überspringen und direkt zum Hauptinhalt dieser Seite springen",
            hi: "नेविगेशन छोड़कर सीधे इस पृष्ठ की मुख्य सामग्री पर जाएँ",
          })}
        </SkipLink>
        <div id={args.targetId}>
          <h1>{t({ en: "Account summary", de: "Kontoübersicht", hi: "खाते का सारांश" })}</h1>
        </div>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("link");
  },
};
