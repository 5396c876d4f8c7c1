import type { Meta, StoryObj } from "@storybook/react-vite";
import { CertificateScreen } from "../../src/app/statements/CertificateScreen";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Interest certificate (state `certificates`): an account and a financial year, as a PDF. */
const meta = {
  title: "App/Interest certificate",
  component: CertificateScreen,
  tags: ["page"],
  ...appMeta({ state: "certificates" }),
} satisfies Meta<typeof CertificateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Presses the download once the form is shown and waits for the bank's refusal. */
async function download(context: PlayContext): Promise<void> {
  await appSettled(context);
  await context.userEvent.click(
    await context.canvas.findByRole("button", {
      name: new RegExp(`^${escapeRegExp(appText(context, "statements:certificate.download"))}`),
    }),
  );
  await appSettled(context);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The form: the first account and the last complete financial year chosen. */
export const Form: Story = {};

/** The year had no interest (CERTIFICATE.NO_INTEREST): said in place as an alert. */
export const NoInterest: Story = {
  parameters: appParameters({
    bank: { failures: { interestCertificate: { status: 404, code: "CERTIFICATE.NO_INTEREST" } } },
  }),
  play: download,
};

/** Any other refusal (404 CERTIFICATE.NOT_AVAILABLE): "Information not available for download". */
export const NotAvailable: Story = {
  parameters: appParameters({
    bank: { failures: { interestCertificate: { status: 404, code: "CERTIFICATE.NOT_AVAILABLE" } } },
  }),
  play: download,
};
