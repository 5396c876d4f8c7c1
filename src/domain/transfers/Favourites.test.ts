import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_FAVOURITES } from "../dashboard/DashboardConfig";
import {
  ADD_MODIFY_BENEFICIARY_FAVOURITE_ORDER,
  FAVOURITE_ERROR_STATUS_CODE,
  dashboardFavourites,
  favouriteAddOutcome,
  isFavouriteReusable,
} from "./Favourites";

describe("favourites", () => {
  it("shows at most 10 on the dashboard: 10 kept, the 11th dropped", () => {
    expect(MAX_FAVOURITES).toBe(10);
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(dashboardFavourites(ten)).toEqual(ten);
    expect(dashboardFavourites([...ten, 10])).toEqual(ten);
    expect(dashboardFavourites([])).toEqual([]);
  });

  it("keeps the first ones in order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 30 }), (list) => {
        const shown = dashboardFavourites(list);
        expect(shown).toEqual(list.slice(0, Math.min(10, list.length)));
      }),
    );
  });

  it("statusCode 124 sets the special error, any other shows the status message", () => {
    expect(FAVOURITE_ERROR_STATUS_CODE).toBe(124);
    expect(favouriteAddOutcome(124)).toBe("FAVOURITE.SPECIAL_ERROR");
    expect(favouriteAddOutcome(123)).toBe("FAVOURITE.STATUS_MESSAGE");
    expect(favouriteAddOutcome(125)).toBe("FAVOURITE.STATUS_MESSAGE");
  });

  it("a favourite whose beneficiary is not active cannot be reused", () => {
    expect(isFavouriteReusable({ paymentNetwork: "NEFT", benAccountNumber: "1", benNotAvail: true })).toBe(
      false,
    );
    expect(isFavouriteReusable({ paymentNetwork: "NEFT", benAccountNumber: "1", benNotAvail: false })).toBe(
      true,
    );
    expect(isFavouriteReusable({ paymentNetwork: "IFT", benAccountNumber: "1" })).toBe(true);
  });

  it("the addModifyBeneficiary ordering value is 3", () => {
    expect(ADD_MODIFY_BENEFICIARY_FAVOURITE_ORDER).toBe(3);
  });
});
