import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, userEvent, within } from "storybook/test";
import { ComboBox, type ComboBoxProps } from "../../src/ui/ComboBox";
import type { SelectOption } from "../../src/ui/Select";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/ComboBox",
  component: ComboBox,
  args: {
    label: "",
    buttonLabel: "",
    emptyText: "",
    items: [],
    onSelectionChange: fn(),
    defaultFilter: true,
  },
  render: function Render(args) {
    return <BranchPicker {...args} />;
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

function useBranches(): SelectOption[] {
  const t = useText();
  return [
    {
      id: "SBIN0000300",
      label: t({ en: "Mumbai Main Branch", de: "Mumbai Hauptfiliale", hi: "मुंबई मुख्य शाखा" }),
      description: "SBIN0000300",
    },
    {
      id: "SBIN0001234",
      label: t({ en: "Andheri East, Mumbai", de: "Andheri Ost, Mumbai", hi: "अंधेरी पूर्व, मुंबई" }),
      description: "SBIN0001234",
    },
    {
      id: "SBIN0005678",
      label: t({
        en: "Connaught Place, New Delhi",
        de: "Connaught Place, Neu-Delhi",
        hi: "कनॉट प्लेस, नई दिल्ली",
      }),
      description: "SBIN0005678",
    },
    {
      id: "SBIN0009012",
      label: t({ en: "Koramangala, Bengaluru", de: "Koramangala, Bengaluru", hi: "कोरमंगला, बेंगलुरु" }),
      description: "SBIN0009012",
    },
  ];
}

function BranchPicker(args: ComboBoxProps) {
  const t = useText();
  return (
    <ComboBox
      {...args}
      items={useBranches()}
      label={t({ en: "Branch", de: "Filiale", hi: "शाखा" })}
      description={t({
        en: "Type the branch name or city",
        de: "Geben Sie den Filialnamen oder die Stadt ein",
        hi: "शाखा का नाम या शहर लिखें",
      })}
      buttonLabel={t({ en: "Show branches", de: "Filialen anzeigen", hi: "शाखाएँ दिखाएँ" })}
      emptyText={t({ en: "No branch matches", de: "Keine Filiale gefunden", hi: "कोई शाखा नहीं मिली" })}
      loadingLabel={t({ en: "Searching branches", de: "Filialen werden gesucht", hi: "शाखाएँ खोजी जा रही हैं" })}
    />
  );
}

const typeInto =
  (text: string): NonNullable<Story["play"]> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox"), text);
  };

export const Default: Story = {};

export const WithValue: Story = { args: { defaultSelectedKey: "SBIN0001234" } };

/** Typing filters the list (contains, in the current language). */
export const Filtering: Story = { play: typeInto("mu") };

/** Nothing matches: the list shows the empty text. */
export const EmptyResults: Story = { play: typeInto("zzz") };

/** Server search in progress: a polite status says so and the list shows it too. */
export const Loading: Story = {
  args: { isLoading: true, defaultFilter: false },
  render: function Render(args) {
    return <BranchPicker {...args} />;
  },
};

export const Invalid: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <BranchPicker
        {...args}
        errorMessage={t({
          en: "Choose a branch from the list",
          de: "Wählen Sie eine Filiale aus der Liste",
          hi: "सूची से कोई शाखा चुनें",
        })}
      />
    );
  },
};

export const Disabled: Story = { args: { defaultSelectedKey: "SBIN0000300", isDisabled: true } };

/** IFSC search filtered by the app (as for a server search), with a custom value allowed. */
export const IfscSearch: Story = {
  render: function Render(args) {
    const t = useText();
    const [text, setText] = useState("SBIN000");
    const all = useBranches();
    const items = all.filter((branch) => branch.id.startsWith(text.trim().toUpperCase()));
    return (
      <ComboBox
        {...args}
        defaultFilter={false}
        allowsCustomValue
        spellCheck={false}
        items={items}
        inputValue={text}
        onInputChange={setText}
        label={t({ en: "IFSC", de: "IFSC", hi: "IFSC कोड" })}
        description={t({
          en: "11 characters, for example SBIN0001234",
          de: "11 Zeichen, zum Beispiel SBIN0001234",
          hi: "11 अक्षर, जैसे SBIN0001234",
        })}
        buttonLabel={t({
          en: "Show matching branches",
          de: "Passende Filialen anzeigen",
          hi: "मिलती शाखाएँ दिखाएँ",
        })}
        emptyText={t({
          en: "No branch has this IFSC",
          de: "Keine Filiale mit diesem IFSC",
          hi: "इस IFSC की कोई शाखा नहीं",
        })}
      />
    );
  },
  play: typeInto("5"),
};
