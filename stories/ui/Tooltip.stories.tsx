import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../src/ui/Button";
import { Tooltip } from "../../src/ui/Tooltip";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/Tooltip",
  component: Tooltip,
  args: { text: "", children: <span /> },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

function CopyReference({ long = false }: { long?: boolean }) {
  const t = useText();
  return (
    <div>
      <p>
        {t({
          en: "Reference number 402918374615",
          de: "Referenznummer 402918374615",
          hi: "संदर्भ संख्या 402918374615",
        })}
      </p>
      <Tooltip
        text={
          long
            ? t({
                en: "Copies the reference number, so you can paste it into a complaint or an e-mail to your branch",
                de: "Kopiert die Referenznummer, damit Sie sie in eine Beschwerde oder eine E-Mail an Ihre Filiale einfügen können",
                hi: "संदर्भ संख्या कॉपी करता है, ताकि आप इसे शिकायत या अपनी शाखा को भेजे जाने वाले ई-मेल में चिपका सकें",
              })
            : t({ en: "Copies 402918374615", de: "Kopiert 402918374615", hi: "402918374615 कॉपी करता है" })
        }
      >
        <Button variant="secondary">
          {t({ en: "Copy reference number", de: "Referenznummer kopieren", hi: "संदर्भ संख्या कॉपी करें" })}
        </Button>
      </Tooltip>
    </div>
  );
}

/** Hidden: the trigger has its own visible name. */
export const Default: Story = { render: () => <CopyReference /> };

/** Shown by keyboard focus (Escape hides it). */
export const Focused: Story = {
  render: () => <CopyReference />,
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};

/** Long German or Hindi hint: it wraps within 320 px. */
export const LongText: Story = {
  render: () => <CopyReference long />,
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};
