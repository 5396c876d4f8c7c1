import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CAROUSEL_INTERVAL_MS,
  DASHBOARD_WIDGETS,
  DEFAULT_FAVOURITE_ORDER,
  MAX_FAVOURITES,
  canAddFavourite,
  carouselAdvances,
  defaultWidgetSelection,
  isFavouriteCountAllowed,
  nextSlide,
  sortFavourites,
} from "./DashboardConfig";

describe("favourites", () => {
  it("holds at most 10", () => {
    expect(MAX_FAVOURITES).toBe(10);
    expect(canAddFavourite(9)).toBe(true);
    expect(canAddFavourite(10)).toBe(false);
    expect(isFavouriteCountAllowed(10)).toBe(true);
    expect(isFavouriteCountAllowed(11)).toBe(false);
    expect(isFavouriteCountAllowed(0)).toBe(true);
    expect(isFavouriteCountAllowed(-1)).toBe(false);
  });

  it("has the default ordering values of spec 000 section 2", () => {
    expect(DEFAULT_FAVOURITE_ORDER).toEqual({
      acnList: 1,
      acctStmt: 2,
      addModifyBeneficiary: 3,
      deposit: 4,
      updateProfile: 5,
      eStatements: 6,
      cardPinServices: 7,
      chequeServices: 8,
    });
  });

  it("sorts by value, then default value, unknown last", () => {
    const items = [
      { id: "zzz" },
      { id: "chequeServices" },
      { id: "acctStmt", value: 9 },
      { id: "acnList" },
      { id: "deposit", value: null },
    ];
    expect(sortFavourites(items).map((i) => i.id)).toEqual([
      "acnList",
      "deposit",
      "chequeServices",
      "acctStmt",
      "zzz",
    ]);
  });
});

describe("widgets", () => {
  it("are all on by default except Know your bank", () => {
    expect(DASHBOARD_WIDGETS.map((w) => w.name)).toEqual([
      "My Favourite",
      "My Assets",
      "My Liabilities",
      "My Alerts and Updates",
      "My Upcoming Events",
      "My Calendar",
      "Know your bank",
    ]);
    expect(defaultWidgetSelection()).toEqual({
      myFavourite: true,
      myAssets: true,
      myLiabilities: true,
      myAlertsAndUpdates: true,
      myUpcomingEvents: true,
      myCalendar: true,
      knowYourBank: false,
    });
  });
});

describe("carousel", () => {
  it("advances every 4 seconds only when nothing stops it", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(4000);
    const free = { paused: false, hovered: false, focused: false, prefersReducedMotion: false };
    expect(carouselAdvances(free)).toBe(true);
    expect(carouselAdvances({ ...free, paused: true })).toBe(false);
    expect(carouselAdvances({ ...free, hovered: true })).toBe(false);
    expect(carouselAdvances({ ...free, focused: true })).toBe(false);
    expect(carouselAdvances({ ...free, prefersReducedMotion: true })).toBe(false);
  });

  it("wraps after the last slide", () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
    expect(nextSlide(0, 1)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, i) => {
        const next = nextSlide(i % count, count);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      }),
    );
  });
});
