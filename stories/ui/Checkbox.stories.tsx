import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Checkbox } from "../../src/ui/Checkbox";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { children: "I accept the terms and conditions", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const WithError: Story = { args: { isRequired: true, errorMessage: "Accept the terms to continue" } };
export const German: Story = { args: { children: "Dies ist mein sicheres Bild" }, globals: { lang: "de" } };
export const Hindi: Story = { args: { children: "यह मेरी सुरक्षित छवि है" }, globals: { lang: "hi" } };
