import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PasswordField, type PasswordFieldProps } from "../../src/ui/PasswordField";
import { useText } from "../support/storyText";

/** The args choose which slots show (any non-empty description or error); the text follows the toolbar language. */
const meta = {
  title: "UI/PasswordField",
  component: PasswordField,
  args: { label: "", showLabel: "", onChange: fn() },
  render: function Render(args: PasswordFieldProps) {
    const t = useText();
    return (
      <PasswordField
        {...args}
        label={t({ en: "Password", de: "Passwort", hi: "पासवर्ड" })}
        showLabel={t({ en: "Show password", de: "Passwort anzeigen", hi: "पासवर्ड दिखाएँ" })}
        {...(args.description
          ? {
              description: t({
                en: "At least 8 characters",
                de: "Mindestens 8 Zeichen",
                hi: "कम से कम 8 अक्षर",
              }),
            }
          : {})}
        {...(args.errorMessage
          ? {
              errorMessage: t({
                en: "Enter your password",
                de: "Bitte Passwort eingeben",
                hi: "अपना पासवर्ड दर्ज करें",
              }),
            }
          : {})}
      />
    );
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and masked. */
export const Default: Story = {};
/** Where a new password is chosen, with a hint. */
export const NewPassword: Story = { args: { autoComplete: "new-password", description: "yes" } };
/** Invalid. */
export const WithError: Story = { args: { errorMessage: "yes" } };
/** Disabled. */
export const Disabled: Story = { args: { defaultValue: "S3cure!pass", isDisabled: true } };
/** The password shown (toggle pressed). */
export const Shown: Story = {
  args: { defaultValue: "S3cure!pass" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button"));
  },
};
/** Long label, toggle and error wrap. */
export const LongContent: Story = {
  render: function Render(args: PasswordFieldProps) {
    const t = useText();
    return (
      <PasswordField
        {...args}
        label={t({
          en: "Transaction password for payments and payee changes",
          de: "Transaktionspasswort für Zahlungen und Änderungen an Zahlungsempfängern",
          hi: "भुगतान और लाभार्थी बदलने के लिए लेन-देन पासवर्ड",
        })}
        showLabel={t({
          en: "Show the transaction password",
          de: "Transaktionspasswort anzeigen",
          hi: "लेन-देन पासवर्ड दिखाएँ",
        })}
        errorMessage={t({
          en: "The transaction password is not correct. 2 attempts left before it is blocked for 24 hours.",
          de: "Das Transaktionspasswort ist falsch. Noch 2 Versuche, dann wird es für 24 Stunden gesperrt.",
          hi: "लेन-देन पासवर्ड सही नहीं है। 24 घंटे के लिए बंद होने से पहले 2 प्रयास बाकी हैं।",
        })}
      />
    );
  },
};
