import type { Meta, StoryObj } from "@storybook/react-vite";
import { AddOtherBankScreen } from "../../src/app/beneficiary/AddBeneficiaryScreen";
import { within } from "storybook/test";
import { LIMITS } from "../../src/app/transfers/transferTestData";
import { appMeta, appSettled, appText } from "./support/appStory";

/**
 * Add a beneficiary at another bank (state `beneficiary.addBenfOutsideFIS`): the form with the
 * IFSC check and search, the name enquiry and its wait; the error summary; the IFSC search dialog.
 */
const meta = {
  title: "App/Beneficiary add at another bank",
  component: AddOtherBankScreen,
  tags: ["page"],
  ...appMeta({ state: "beneficiary.addBenfOutsideFIS", bank: { answers: { neftRtgsLimits: LIMITS } } }),
} satisfies Meta<typeof AddOtherBankScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

async function press(context: PlayContext, key: string): Promise<void> {
  await context.userEvent.click(await context.canvas.findByRole("button", { name: appText(context, key) }));
  await appSettled(context);
}

/** Step 1 of 4: the form and the first-24-hours notice. */
export const Form: Story = {};

/** Continue with nothing filled: the error summary lists every field. */
export const Missing: Story = {
  play: async (context) => {
    await appSettled(context);
    await press(context, "flow:continue");
    await context.canvas.findByRole("alert");
  },
};

/** The IFSC search dialog after a search by bank: 5 rows a page, each with its Choose button. */
export const IfscSearch: Story = {
  play: async (context) => {
    await appSettled(context);
    await press(context, "beneficiary:add.searchIfsc");
    const body = context.canvasElement.ownerDocument.body;
    const dialog = await within(body).findByRole("dialog", {
      name: appText(context, "beneficiary:ifscSearch.title"),
    });
    await context.userEvent.type(
      within(dialog).getByRole("textbox", { name: appText(context, "beneficiary:ifscSearch.bankName") }),
      "HDFC",
    );
    await context.userEvent.click(
      within(dialog).getByRole("button", { name: appText(context, "beneficiary:ifscSearch.search") }),
    );
    await appSettled(context);
    await within(dialog).findByRole("grid");
  },
};

/** After the name enquiry: the name filled in and the wait before the next one counting down. */
export const NameVerified: Story = {
  play: async (context) => {
    await appSettled(context);
    const { canvas, userEvent } = context;
    await userEvent.type(
      canvas.getByRole("textbox", { name: appText(context, "beneficiary:add.ifsc") }),
      "HDFC0000240",
    );
    await userEvent.type(
      canvas.getByRole("textbox", { name: appText(context, "beneficiary:add.accountNumber") }),
      "50100234567891",
    );
    await userEvent.type(
      canvas.getByRole("textbox", { name: appText(context, "beneficiary:add.confirmAccountNumber") }),
      "50100234567891",
    );
    await userEvent.click(
      canvas.getByRole("checkbox", { name: appText(context, "beneficiary:add.consent") }),
    );
    await press(context, "beneficiary:add.verifyPayee");
    await canvas.findByRole("timer");
  },
};
