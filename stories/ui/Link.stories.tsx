import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Link, type LinkProps } from "../../src/ui/Link";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Link",
  component: Link,
  args: { children: null, onPress: fn() },
  render: function Render(args: LinkProps) {
    const t = useText();
    return <Link {...args}>{t({ en: "Account summary", de: "Kontoübersicht", hi: "खाते का सारांश" })}</Link>;
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In-app navigation (role="link", Enter follows it). */
export const InAppNavigation: Story = {};
/** A real address. */
export const Href: Story = { args: { href: "/logout" } };
/** The current page. */
export const Current: Story = { args: { "aria-current": "page" } };
/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole("link");
  },
};
/** A long link text wraps. */
export const LongContent: Story = {
  render: function Render(args: LinkProps) {
    const t = useText();
    return (
      <Link {...args}>
        {t({
          en: "Download the statement of the savings account ending 4321 for the financial year 2025–26",
          de: "Kontoauszug des Sparkontos mit Endung 4321 für das Geschäftsjahr 2025–26 herunterladen",
          hi: "वित्त वर्ष 2025–26 के लिए 4321 पर समाप्त बचत खाते का विवरण डाउनलोड करें",
        })}
      </Link>
    );
  },
};
