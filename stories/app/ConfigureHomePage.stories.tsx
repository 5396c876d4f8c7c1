import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfigureHomePageScreen } from "../../src/app/home/ConfigureHomePageScreen";
import { openableFavourites } from "../../src/app/home/favourites";
import { MENU_ENTRIES } from "../../src/app/states";
import { DEFAULT_DASHBOARD_WIDGETS } from "../../src/app/testing/fixtures/home";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/** Configure home page (state `configureHomePage`): the widgets' switches and the favourites. */
const meta = {
  title: "App/Configure home page",
  component: ConfigureHomePageScreen,
  tags: ["page"],
  ...appMeta({ state: "configureHomePage" }),
} satisfies Meta<typeof ConfigureHomePageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Presses Save once the settings are shown. */
async function pressSave(context: PlayContext): Promise<void> {
  await appSettled(context);
  await context.userEvent.click(
    await context.canvas.findByRole("button", { name: appText(context, "home:configure.save") }),
  );
  await appSettled(context);
}

/** asha's default settings: six widgets on, Know your bank off, two favourites this app opens. */
export const Loaded: Story = {};

/** Save pressed, the answer not in yet: the buttons are busy and cannot be pressed again. */
export const SavePending: Story = {
  parameters: appParameters({ bank: { pending: ["saveDashboardWidgets"] } }),
  play: pressSave,
};

/** Save answered: the confirmation takes focus. */
export const Saved: Story = { play: pressSave };

/** Save refused (429 REQUEST.RATE_LIMITED): the failure and its reason take focus; the choices stay. */
export const SaveFailed: Story = {
  parameters: appParameters({
    bank: { failures: { saveDashboardWidgets: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
  play: pressSave,
};

/** The favourites this app opens, in the bank's order: ten chosen, the eleventh is the one refused. */
const OPENABLE = openableFavourites(DEFAULT_DASHBOARD_WIDGETS.favourites, MENU_ENTRIES);
const TEN_CHOSEN = OPENABLE.slice(0, 10).map(({ item }) => item.id);

/** Ten favourites chosen and an eleventh ticked: it is refused with a message at the group. */
export const FavouriteLimit: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        dashboardWidgets: {
          ...DEFAULT_DASHBOARD_WIDGETS,
          favourites: DEFAULT_DASHBOARD_WIDGETS.favourites.map((item) => ({
            ...item,
            isAdded: TEN_CHOSEN.includes(item.id),
          })),
        },
      },
    },
  }),
  play: async (context) => {
    await appSettled(context);
    const eleventh = OPENABLE[10];
    if (eleventh === undefined) throw new Error("The story needs eleven favourites this app can open.");
    await context.userEvent.click(
      await context.canvas.findByRole("checkbox", { name: appText(context, eleventh.entry.labelKey) }),
    );
  },
};
