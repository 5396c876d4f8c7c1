import type { Meta, StoryObj } from "@storybook/react-vite";
import { DateText } from "../../src/ui/DateText";
import { useText } from "../support/storyText";

const meta = {
  title: "UI/DateText",
  component: DateText,
  args: { value: "2026-11-05" },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payload date: shown 05/11/2026 (German 05.11.2026), spoken "5 November 2026" in the page's language. */
export const DateOnly: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <p>
        {t({ en: "Maturity date:", de: "Fälligkeitsdatum:", hi: "परिपक्वता तिथि:" })} <DateText {...args} />
      </p>
    );
  },
};

/** A date-time: the time is shown as written. */
export const DateTime: Story = {
  args: { value: "2026-11-05T14:30:00+05:30" },
  render: function Render(args) {
    const t = useText();
    return (
      <p>
        {t({ en: "Last signed in:", de: "Letzte Anmeldung:", hi: "पिछला साइन इन:" })} <DateText {...args} />
      </p>
    );
  },
};

/** In a table cell of a statement. */
export const InTable: Story = {
  render: function Render() {
    const t = useText();
    return (
      <table>
        <caption>{t({ en: "Recent transactions", de: "Letzte Umsätze", hi: "हाल के लेन-देन" })}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ en: "Date", de: "Datum", hi: "तिथि" })}</th>
            <th scope="col">{t({ en: "Description", de: "Beschreibung", hi: "विवरण" })}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <DateText value="2026-11-05" />
            </td>
            <td>{t({ en: "NEFT to Asha Kumar", de: "NEFT an Asha Kumar", hi: "आशा कुमार को NEFT" })}</td>
          </tr>
          <tr>
            <td>
              <DateText value="2026-10-31" />
            </td>
            <td>{t({ en: "Interest credit", de: "Zinsgutschrift", hi: "ब्याज जमा" })}</td>
          </tr>
        </tbody>
      </table>
    );
  },
};
