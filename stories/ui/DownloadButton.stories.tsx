import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DownloadButton } from "../../src/ui/DownloadButton";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/DownloadButton",
  component: DownloadButton,
  args: { label: "", fileType: "PDF", onPress: fn() },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button: the app fetches and saves the file. */
export const Default: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DownloadButton
        {...args}
        label={t({ en: "Download statement", de: "Kontoauszug herunterladen", hi: "विवरण डाउनलोड करें" })}
        sizeText={t({ en: "12 KB", de: "12 KB", hi: "12 केबी" })}
      />
    );
  },
};

/** A link with the download attribute. */
export const AsLink: Story = {
  render: function Render() {
    const t = useText();
    return (
      <DownloadButton
        label={t({ en: "Download statement", de: "Kontoauszug herunterladen", hi: "विवरण डाउनलोड करें" })}
        fileType="Excel"
        sizeText={t({ en: "48 KB", de: "48 KB", hi: "48 केबी" })}
        href="data:text/plain,statement"
        fileName="statement-2026-11.xlsx"
      />
    );
  },
};

/** Pending while the file is prepared: the name gains "Preparing". */
export const Pending: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DownloadButton
        {...args}
        label={t({ en: "Download statement", de: "Kontoauszug herunterladen", hi: "विवरण डाउनलोड करें" })}
        sizeText={t({ en: "12 KB", de: "12 KB", hi: "12 केबी" })}
        isPending
        pendingLabel={t({ en: "Preparing", de: "Wird vorbereitet", hi: "तैयार हो रहा है" })}
      />
    );
  },
};

/** Disabled (no statement for the period). */
export const Disabled: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DownloadButton
        {...args}
        label={t({ en: "Download statement", de: "Kontoauszug herunterladen", hi: "विवरण डाउनलोड करें" })}
        isDisabled
      />
    );
  },
};

/** Long German or Hindi text wraps within 320 px. */
export const LongText: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DownloadButton
        {...args}
        label={t({
          en: "Download interest certificate for the financial year 2025–26",
          de: "Zinsbescheinigung für das Geschäftsjahr 2025–26 herunterladen",
          hi: "वित्त वर्ष 2025–26 का ब्याज प्रमाणपत्र डाउनलोड करें",
        })}
        sizeText={t({ en: "1.2 MB", de: "1,2 MB", hi: "1.2 एमबी" })}
      />
    );
  },
};
