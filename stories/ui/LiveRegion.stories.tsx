import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../../src/ui/Button";
import { LiveRegion, useAnnouncer } from "../../src/ui/LiveRegion";

const meta = {
  title: "UI/LiveRegion",
  component: LiveRegion,
  args: { message: "You can request a new code in 1 minute" },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders nothing visible: the message goes to the provider's polite region (see the preview decorator). */
export const Declarative: Story = {};

function AnnouncerDemo({ polite, assertive }: { polite: string; assertive: string }) {
  const announce = useAnnouncer();
  const [count, setCount] = useState(0);
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
}

export const Imperative: Story = {
  render: () => <AnnouncerDemo polite="Statement downloaded" assertive="Your session ends in 30 seconds" />,
};
export const German: Story = {
  render: () => (
    <AnnouncerDemo polite="Kontoauszug heruntergeladen" assertive="Ihre Sitzung endet in 30 Sekunden" />
  ),
  globals: { lang: "de" },
};
export const Hindi: Story = {
  render: () => <AnnouncerDemo polite="खाता विवरण डाउनलोड हुआ" assertive="आपका सत्र 30 सेकंड में समाप्त होगा" />,
  globals: { lang: "hi" },
};
