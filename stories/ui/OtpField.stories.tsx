import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { OtpField } from "../../src/ui/OtpField";

const meta = {
  title: "UI/OtpField",
  component: OtpField,
  args: { label: "One-time code", description: "Sent by SMS to your mobile ending 4321", onChange: fn() },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCountdown: Story = {
  args: { secondsLeft: 42, countdownText: "You can request a new code in 0:42" },
};
export const WithError: Story = {
  args: {
    errorMessage: "The code is not correct. 2 attempts left.",
    secondsLeft: 0,
    countdownText: "You can now request a new code",
  },
};
export const German: Story = {
  args: {
    label: "Einmalcode",
    description: "Per SMS an Ihre Mobilnummer mit Endung 4321 gesendet",
    countdownText: "Sie können in 0:42 einen neuen Code anfordern",
  },
  globals: { lang: "de" },
};
export const Hindi: Story = {
  args: {
    label: "एक बार का कोड",
    description: "4321 पर समाप्त होने वाले मोबाइल पर SMS से भेजा गया",
    countdownText: "आप 0:42 में नया कोड मांग सकते हैं",
  },
  globals: { lang: "hi" },
};
