import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageHeading } from "../../src/ui/Heading";

const meta = {
  title: "UI/PageHeading",
  component: PageHeading,
  args: { children: "Account summary" },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = {
  args: { children: "Überweisungsempfängerverwaltung" },
  globals: { lang: "de" },
};
export const Hindi: Story = { args: { children: "खाता सारांश" }, globals: { lang: "hi" } };
