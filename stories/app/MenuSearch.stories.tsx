import type { Meta, StoryObj } from "@storybook/react-vite";
import { MenuSearchScreen } from "../../src/app/home/MenuSearchScreen";
import { MENU_ENTRIES } from "../../src/app/states";
import { appMeta, appText } from "./support/appStory";

/** Menu search (state `menuSearch`): finds menu items by name in the page's language. */
const meta = {
  title: "App/Menu search",
  component: MenuSearchScreen,
  tags: ["page"],
  ...appMeta({ state: "menuSearch" }),
} satisfies Meta<typeof MenuSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

async function search(context: PlayContext, query: string): Promise<void> {
  await context.userEvent.type(
    await context.canvas.findByRole("searchbox", { name: appText(context, "home:menuSearch.label") }),
    query,
  );
}

/** Nothing typed yet: the field and the prompt. */
export const Prompt: Story = {};

/** The first word of "Account statement" in the page's language: the matching screens, linked. */
export const Results: Story = {
  play: async (context) => {
    const statement = MENU_ENTRIES.find((entry) => entry.id === "acctStmt");
    if (statement === undefined) throw new Error("The menu has no account statement.");
    await search(context, appText(context, statement.labelKey).split(" ")[0] ?? "");
  },
};

/** A word no screen has: the message says so. */
export const NoMatch: Story = { play: (context) => search(context, "zzzz") };
