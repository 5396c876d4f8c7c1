import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DigitsField } from "../../src/ui/DigitsField";
import { NumericKeypad, type NumericKeypadProps } from "../../src/ui/NumericKeypad";
import { PasswordField } from "../../src/ui/PasswordField";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/NumericKeypad",
  component: NumericKeypad,
  args: {
    label: "On-screen keypad",
    backspaceLabel: "Delete last digit",
    clearLabel: "Clear",
    onDigit: fn(),
    onBackspace: fn(),
    onClear: fn(),
  },
  render: function Render(args: NumericKeypadProps) {
    const t = useText();
    return (
      <NumericKeypad
        {...args}
        label={t({ en: "On-screen keypad", de: "Bildschirmtastatur", hi: "ऑन-स्क्रीन कीपैड" })}
        backspaceLabel={t({ en: "Delete last digit", de: "Letzte Ziffer löschen", hi: "अंतिम अंक मिटाएँ" })}
        clearLabel={t({ en: "Clear", de: "Alles löschen", hi: "सब मिटाएँ" })}
      />
    );
  },
} satisfies Meta<typeof NumericKeypad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keypad on its own. */
export const Default: Story = {};

/** Disabled (e.g. while the PIN is being checked). */
export const Disabled: Story = { args: { isDisabled: true } };

/** Wired to a 4-digit PIN field that still takes typing and paste. */
export const WithPinField: Story = {
  render: function Render(args) {
    const t = useText();
    const [pin, setPin] = useState("");
    return (
      <div className="ui-form">
        <DigitsField
          id="story-keypad-pin"
          label={t({ en: "Debit card PIN", de: "PIN der Debitkarte", hi: "डेबिट कार्ड पिन" })}
          description={t({
            en: "Type the 4 digits or use the keypad below",
            de: "Geben Sie die 4 Ziffern ein oder nutzen Sie die Tastatur unten",
            hi: "4 अंक टाइप करें या नीचे दिए कीपैड का उपयोग करें",
          })}
          length={4}
          autoComplete="off"
          value={pin}
          onChange={setPin}
        />
        <NumericKeypad
          {...args}
          label={t({
            en: "On-screen keypad for the PIN",
            de: "Bildschirmtastatur für die PIN",
            hi: "पिन के लिए ऑन-स्क्रीन कीपैड",
          })}
          backspaceLabel={t({ en: "Delete last digit", de: "Letzte Ziffer löschen", hi: "अंतिम अंक मिटाएँ" })}
          clearLabel={t({ en: "Clear", de: "Alles löschen", hi: "सब मिटाएँ" })}
          controls="story-keypad-pin"
          onDigit={(digit) => setPin((current) => (current + digit).slice(0, 4))}
          onBackspace={() => setPin((current) => current.slice(0, -1))}
          onClear={() => setPin("")}
        />
      </div>
    );
  },
};

/** Wired to a password field: the password manager and paste keep working. */
export const WithPasswordField: Story = {
  render: function Render(args) {
    const t = useText();
    const [password, setPassword] = useState("");
    return (
      <div className="ui-form">
        <PasswordField
          id="story-keypad-password"
          label={t({ en: "Login password", de: "Anmeldepasswort", hi: "लॉगिन पासवर्ड" })}
          showLabel={t({ en: "Show password", de: "Passwort anzeigen", hi: "पासवर्ड दिखाएँ" })}
          value={password}
          onChange={setPassword}
        />
        <NumericKeypad
          {...args}
          label={t({
            en: "On-screen keypad for the password digits",
            de: "Bildschirmtastatur für die Ziffern des Passworts",
            hi: "पासवर्ड के अंकों के लिए ऑन-स्क्रीन कीपैड",
          })}
          backspaceLabel={t({
            en: "Delete last character",
            de: "Letztes Zeichen löschen",
            hi: "अंतिम अक्षर मिटाएँ",
          })}
          clearLabel={t({ en: "Clear", de: "Alles löschen", hi: "सब मिटाएँ" })}
          controls="story-keypad-password"
          onDigit={(digit) => setPassword((current) => current + digit)}
          onBackspace={() => setPassword((current) => current.slice(0, -1))}
          onClear={() => setPassword("")}
        />
      </div>
    );
  },
};
