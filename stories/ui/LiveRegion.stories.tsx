import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../../src/ui/Button";
import { LiveRegion, useAnnouncer, type LiveRegionProps } from "../../src/ui/LiveRegion";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/LiveRegion",
  component: LiveRegion,
  args: { message: "" },
  render: function Render(args: LiveRegionProps) {
    const t = useText();
    return (
      <LiveRegion
        {...args}
        message={t({
          en: "You can request a new code in 1 minute",
          de: "Sie können in 1 Minute einen neuen Code anfordern",
          hi: "आप 1 मिनट में नया कोड माँग सकते हैं",
        })}
      />
    );
  },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders nothing visible: the message goes to the provider's polite region (see the preview decorator). */
export const Declarative: Story = {};

/** Buttons that announce politely and assertively; the same message twice is read twice. */
export const Imperative: Story = {
  render: function Render() {
    const t = useText();
    const announce = useAnnouncer();
    const [count, setCount] = useState(0);
    const polite = t({
      en: "Statement downloaded",
      de: "Kontoauszug heruntergeladen",
      hi: "खाता विवरण डाउनलोड हुआ",
    });
    const assertive = t({
      en: "Your session ends in 30 seconds",
      de: "Ihre Sitzung endet in 30 Sekunden",
      hi: "आपका सत्र 30 सेकंड में समाप्त होगा",
    });
    return (
      <div>
        <Button
          onPress={() => {
            setCount((n) => n + 1);
            announce(polite);
          }}
        >
          {`${polite} (${count})`}
        </Button>
        <Button variant="secondary" onPress={() => announce(assertive, "assertive")}>
          {assertive}
        </Button>
      </div>
    );
  },
};
