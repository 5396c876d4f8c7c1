import type { StoryContext } from "@storybook/react-vite";
import { within } from "storybook/test";
import type { BankScript } from "./appStory";
import { appSettled, appText } from "./appStory";
import {
  CURRENT_SOURCE,
  FREE_CHARGES,
  LIMITS,
  NOT_FROZEN,
  SAVINGS_SOURCE,
} from "../../../src/app/transfers/transferTestData";

/** A pattern that finds `text` literally inside a name (Hindi labels hold parentheses). */
export function containing(text: string, atEnd = false): RegExp {
  return new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${atEnd ? "$" : ""}`);
}

/** What every payment form loads: asha's savings and current accounts, the limits, no freeze, no charges. */
export const TRANSFER_ANSWERS = {
  transferSourceAccounts: [SAVINGS_SOURCE, CURRENT_SOURCE],
  neftRtgsLimits: LIMITS,
  checkFreezeState: NOT_FROZEN,
  neftRtgsCharges: FREE_CHARGES,
} satisfies BankScript["answers"];

/** The parts of a story's context a play function of these stories uses. */
export type TransferPlayContext = Pick<StoryContext, "loaded" | "canvas" | "userEvent" | "canvasElement">;

/** Chooses `option` in the picker labelled by the i18n key `labelKey`. */
export async function chooseIn(
  context: TransferPlayContext,
  labelKey: string,
  option: RegExp,
): Promise<void> {
  const label = appText(context, labelKey);
  // The form renders once the source accounts have loaded, which a busy machine can take seconds for.
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: containing(label, true) }, { timeout: 15_000 }),
  );
  // The list opens in a popover outside the story's canvas.
  const page = within(context.canvasElement.ownerDocument.body);
  await context.userEvent.click(await page.findByRole("option", { name: option }));
}

/** Types the amount (in rupees) and presses Continue. */
export async function amountAndContinue(context: TransferPlayContext, rupees: string): Promise<void> {
  await context.userEvent.type(
    context.canvas.getByRole("textbox", { name: containing(appText(context, "transfers:form.amount")) }),
    rupees,
  );
  await context.userEvent.click(
    context.canvas.getByRole("button", { name: appText(context, "transfers:form.continue") }),
  );
  await appSettled(context as Parameters<typeof appSettled>[0]);
}

/** Confirms with the transaction password (the fake accepts any). */
export async function confirmWithPassword(context: TransferPlayContext): Promise<void> {
  await context.userEvent.type(
    await context.canvas.findByLabelText(containing(appText(context, "flow:txnPwd.label"))),
    "Txn@12345",
  );
  await context.userEvent.click(
    context.canvas.getByRole("button", { name: appText(context, "flow:confirm") }),
  );
}
