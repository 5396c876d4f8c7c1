import type { Meta, StoryObj } from "@storybook/react-vite";
import { HomeWidgets } from "../../src/app/home/HomeWidgets";
import { DEFAULT_DASHBOARD_WIDGETS } from "../../src/app/testing/fixtures/home";
import { appMeta, appParameters } from "./support/appStory";

/**
 * The dashboard's widgets on their own, in the states the dashboard's stories do not show: its
 * loaded, empty, failed and loading states are those of App/Dashboard.
 */
const meta = {
  title: "App/Home widgets",
  component: HomeWidgets,
  ...appMeta({ state: "dashboard", frame: "fragment" }),
} satisfies Meta<typeof HomeWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Know your bank switched on as well: the carousel of the bank's news after the calendar. */
export const KnowYourBankOn: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        dashboardWidgets: {
          ...DEFAULT_DASHBOARD_WIDGETS,
          widgets: DEFAULT_DASHBOARD_WIDGETS.widgets.map((widget) => ({ ...widget, isAdded: true })),
        },
      },
    },
  }),
};

/** No favourite chosen: My Favourite says where to choose them. */
export const NoFavourites: Story = {
  parameters: appParameters({
    bank: {
      answers: {
        dashboardWidgets: {
          ...DEFAULT_DASHBOARD_WIDGETS,
          favourites: DEFAULT_DASHBOARD_WIDGETS.favourites.map((item) => ({ ...item, isAdded: false })),
        },
      },
    },
  }),
};
