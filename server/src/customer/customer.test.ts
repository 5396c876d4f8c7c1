import { describe, expect, it } from "vitest";
import { newBrowser, refusal, signIn, signInActive } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";
import { pictureSvg } from "../../../src/domain/auth/SecureImagePicture";
import { SECURE_IMAGE_PICTURES } from "../../../src/domain/auth/secureImagePictures";
import { SECURE_IMAGES } from "./secureImages";

const deps = useTestDeps();

const browser = () => newBrowser(deps);

describe("customer data after sign-in", () => {
  it("answers getCustomerId with the days left until the password expires", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    expect(await b.bank.call("customerId", {})).toEqual({
      customerId: "CIF10000003",
      mobileNumber: "+91 xxxx xxx 655",
      customerType: "NR",
      customerCode: "NRI01",
      custAge: 36,
      availableDepositType: "",
      showPopup: true,
      daysleft: 3,
      pwdExpDate: "2026-11-25",
    });
  });

  it("answers prevlogin with the previous sign-in, not the current one", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const first: Record<string, unknown> = await b.bank.call("prevLogin", {});
    expect(first).toMatchObject({
      lastLoginDate: "2026-11-12",
      lastLoginTime: "10:00:00",
      customerName: "Ravi Kumar",
      prefix: "Mr.",
    });
    expect(first["customerSinceDate"]).toBe("2016-02-15");
    await b.bank.call("logout", {});
    deps.clock.advance(3_600_000);
    const again = browser();
    await signInActive(again, deps.db, "ravi");
    const second: Record<string, unknown> = await again.bank.call("prevLogin", {});
    expect(second).toMatchObject({ lastLoginDate: "2026-11-22" });
    expect(second["lastLoginTime"]).not.toBe(first["lastLoginTime"]);
  });

  it("answers customerDetails with branch and relationship manager", async () => {
    const b = browser();
    await signInActive(b, deps.db, "asha");
    expect(await b.bank.call("customerDetails", {})).toEqual({
      customerName: "Ms. Asha Verma",
      mad3: "Flat 7B, Sea View Apartments, Colaba",
      mad4: "Mumbai 400005",
      bankDetails: {
        branchName: "Fort, Mumbai",
        branchAdd2: "12 Dalal Street, Fort",
        branchAdd3: "Mumbai 400001",
        ifsc: "RIBK0000101",
      },
      rmName: "Rahul Mehta",
      rmMobileno: "+91 xxxx xxx 345",
    });
    const ids = await b.bank.call("customerId", {});
    expect(ids.availableDepositType).toBe("CD,RC");
    expect(ids.daysleft).toBe(60);
  });

  it("gives encKey in the configuration only when signed in", async () => {
    const b = browser();
    expect((await b.bank.call("configuration", {})).encKey).toBeNull();
    await signInActive(b, deps.db, "ravi");
    expect((await b.bank.call("configuration", {})).encKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("secure login access", () => {
  it("lists five categories of images and serves each image as SVG", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const images = await b.bank.call("secureImages", {});
    expect(new Set(images.map((i) => i.category))).toEqual(
      new Set(["travel", "flower", "shopping", "sport", "transport"]),
    );
    expect(images).toHaveLength(SECURE_IMAGES.length);
    const viewer = browser();
    const svg = await viewer.bank.call("secureImage", { id: "train_5" });
    expect(viewer.lastHeaders().get("Content-Type")).toContain("image/svg+xml");
    expect(svg).toMatch(/^<svg/);
    // The drawing of a train (a high-speed train of the emoji set), not a shape in a colour.
    expect(svg).toBe(pictureSvg(SECURE_IMAGE_PICTURES["train_5"]!, 120));
    expect(svg).not.toBe(await viewer.bank.call("secureImage", { id: "boat_5" }));
    expect((await refusal(browser().bank.call("secureImage", { id: "nope" }))).status).toBe(404);
  });

  it("sets the secure image and text; the next sign-in then needs the secure image tick", async () => {
    const b = browser();
    const login = await signIn(b, "ravi");
    expect(login).toMatchObject({ mfaRequired: false, secureImageSet: false });
    const saved = await b.bank.call("configureSecureLoginAccess", {
      imageId: "gift_3",
      secureText: "Green_Tea-7",
    });
    expect(saved).toEqual({ status: 200 });
    const info = await browser().bank.call("userSecurityInfo", { username: "ravi" });
    expect(info).toEqual({
      isSecureImageSet: true,
      secureImage: { id: "gift_3", category: "shopping", altKey: "secureImage.shopping.gift" },
      secureText: "Green_Tea-7",
    });
    await b.bank.call("logout", {});
    expect((await refusal(signIn(browser(), "ravi", { secureAccess: false }))).status).toBe(498);
    const unknownImage = browser();
    await signInActive(unknownImage, deps.db, "ravi");
    const bad = await refusal(
      unknownImage.bank.call("configureSecureLoginAccess", { imageId: "nope", secureText: "Valid1" }),
    );
    expect(bad.body).toMatchObject({ status: 400, code: "REQUEST.INVALID" });
  });

  it("sets the secure image only while none is set; a replacement is refused, nothing changes, both are audited", async () => {
    const first = browser();
    await signInActive(first, deps.db, "ravi");
    expect(
      await first.bank.call("configureSecureLoginAccess", { imageId: "gift_3", secureText: "Green_Tea-7" }),
    ).toEqual({ status: 200 });
    // Someone holding the session (not the customer) tries to put their own image in place.
    const again = await refusal(
      first.bank.call("configureSecureLoginAccess", { imageId: "train_5", secureText: "Attacker1" }),
    );
    expect([again.status, again.code]).toEqual([422, "SECURE_IMAGE.ALREADY_SET"]);
    expect(await browser().bank.call("userSecurityInfo", { username: "ravi" })).toMatchObject({
      secureImage: { id: "gift_3" },
      secureText: "Green_Tea-7",
    });
    const rows = await deps.db.query<{ outcome: string }>(
      "SELECT outcome FROM audit_log WHERE event = 'SECURE_IMAGE_SET' AND username = 'ravi' ORDER BY id",
    );
    expect(rows.map((row) => row.outcome)).toEqual(["OK", "ALREADY_SET"]);
  });

  it("lets only one of two set-ups at once win", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const answers = await Promise.allSettled([
      b.bank.call("configureSecureLoginAccess", { imageId: "gift_3", secureText: "First_1" }),
      b.bank.call("configureSecureLoginAccess", { imageId: "train_5", secureText: "Second_2" }),
    ]);
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
  });
});
