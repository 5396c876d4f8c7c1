import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Link } from "../../src/ui/Link";
import { SkipLink } from "../../src/ui/SkipLink";

const meta = {
  title: "UI/Link",
  component: Link,
  args: { children: "Account summary", onPress: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAppNavigation: Story = {};
export const Href: Story = { args: { href: "/logout", children: "Sign out" } };
export const Current: Story = { args: { "aria-current": "page" } };
export const German: Story = { args: { children: "Kontoauszug herunterladen" }, globals: { lang: "de" } };
export const Hindi: Story = { args: { children: "खाता विवरण डाउनलोड करें" }, globals: { lang: "hi" } };

/** Press Tab once: the skip link appears and moves focus to the main content. */
export const Skip: Story = {
  render: () => (
    <>
      <SkipLink targetId="story-main">Skip to main content</SkipLink>
      <p>Header with many links…</p>
      <main id="story-main">
        <h1>Main content</h1>
      </main>
    </>
  ),
};
