import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorSummary } from "../../src/ui/ErrorSummary";
import { TextField } from "../../src/ui/TextField";
import { useText } from "../support/storyText";

/** Renders the fields the links point to (each error with its field's label), so each link has its target. */
function WithFields({
  title,
  errors,
}: {
  title: string;
  errors: { fieldId: string; message: string; label: string }[];
}) {
  return (
    <>
      <ErrorSummary title={title} errors={errors} />
      {errors.map((error) => (
        <TextField key={error.fieldId} id={error.fieldId} label={error.label} errorMessage={error.message} />
      ))}
    </>
  );
}

const meta = {
  title: "UI/ErrorSummary",
  component: ErrorSummary,
  args: { title: "", errors: [] },
  render: function Render() {
    const t = useText();
    return (
      <WithFields
        title={t({ en: "There is a problem", de: "Es gibt ein Problem", hi: "कोई समस्या है" })}
        errors={[
          {
            fieldId: "amount",
            label: t({ en: "Amount", de: "Betrag", hi: "राशि" }),
            message: t({
              en: "Enter an amount of at least ₹1.00",
              de: "Bitte einen Betrag von mindestens 1,00 ₹ eingeben",
              hi: "कम से कम ₹1.00 की राशि दर्ज करें",
            }),
          },
          {
            fieldId: "remarks",
            label: t({ en: "Remarks", de: "Bemerkung", hi: "टिप्पणी" }),
            message: t({
              en: "Remarks must be 30 characters or fewer",
              de: "Die Bemerkung darf höchstens 30 Zeichen lang sein",
              hi: "टिप्पणी 30 अक्षरों या उससे कम की होनी चाहिए",
            }),
          },
        ]}
      />
    );
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two errors, the summary focused (as after a failed submit). */
export const Default: Story = {};
/** No errors: renders nothing. */
export const Empty: Story = {
  render: function Render() {
    const t = useText();
    return (
      <ErrorSummary
        title={t({ en: "There is a problem", de: "Es gibt ein Problem", hi: "कोई समस्या है" })}
        errors={[]}
      />
    );
  },
};
/** Long messages wrap. */
export const LongContent: Story = {
  render: function Render() {
    const t = useText();
    return (
      <WithFields
        title={t({
          en: "There is a problem with the payment details you entered",
          de: "Bei den eingegebenen Zahlungsdaten gibt es ein Problem",
          hi: "आपके दर्ज किए गए भुगतान विवरण में कोई समस्या है",
        })}
        errors={[
          {
            fieldId: "ifsc",
            label: "IFSC",
            message: t({
              en: "Enter the 11-character IFSC of the payee's branch, for example SBIN0001234",
              de: "Bitte den 11-stelligen IFSC der Filiale des Zahlungsempfängers eingeben, zum Beispiel SBIN0001234",
              hi: "लाभार्थी की शाखा का 11 अक्षरों का IFSC दर्ज करें, जैसे SBIN0001234",
            }),
          },
        ]}
      />
    );
  },
};
