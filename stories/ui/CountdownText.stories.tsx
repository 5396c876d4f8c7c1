import type { Meta, StoryObj } from "@storybook/react-vite";
import { CountdownText } from "../../src/ui/CountdownText";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/CountdownText",
  component: CountdownText,
  args: { announce: () => "" },
} satisfies Meta<typeof CountdownText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "30 seconds left" in the story language (the app passes its translated text). */
function useAnnounce(): (seconds: number) => string {
  const t = useText();
  return (seconds) =>
    seconds === 0
      ? t({ en: "Time is up", de: "Die Zeit ist abgelaufen", hi: "समय समाप्त हो गया" })
      : t({ en: `${seconds} seconds left`, de: `Noch ${seconds} Sekunden`, hi: `${seconds} सेकंड शेष` });
}

/** The default mm:ss text, announced at 60, 30, 10 seconds and the end. */
export const MinutesSeconds: Story = {
  render: function Render() {
    return <CountdownText seconds={95} announce={useAnnounce()} />;
  },
};

/** A sentence from `format`, as the OTP field shows it. */
export const InASentence: Story = {
  render: function Render() {
    const t = useText();
    const format = (s: number) => {
      const time = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
      return t({
        en: `You can request a new code in ${time}`,
        de: `Sie können in ${time} einen neuen Code anfordern`,
        hi: `आप ${time} में नया कोड मांग सकते हैं`,
      });
    };
    return (
      <p>
        <CountdownText seconds={45} format={format} announce={useAnnounce()} />
      </p>
    );
  },
};

/** Ended: 00:00. */
export const Ended: Story = {
  render: function Render() {
    return <CountdownText seconds={0} announce={useAnnounce()} />;
  },
};
