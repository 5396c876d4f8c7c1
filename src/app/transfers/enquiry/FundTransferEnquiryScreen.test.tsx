import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCREEN_LOAD } from "../../testing/accountScripts";
import { FT_ENQUIRY_PAGES } from "../../testing/fixtures/favourites";
import { renderApp } from "../../testing/renderApp";
import { ScriptedBank } from "../../testing/ScriptedBank";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

type User = ReturnType<typeof userEvent.setup>;

async function openEnquiry(bank = new ScriptedBank()) {
  const user = userEvent.setup();
  await renderApp({ bank, initialState: "fundTrnsfrEnquiry", initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: "Fund transfer enquiry" }, SCREEN_LOAD);
  await waitFor(() => expect(screen.getByRole("button", { name: /^Search/ })).toBeEnabled(), SCREEN_LOAD);
  return { bank, user };
}

const search = (user: User) => user.click(screen.getByRole("button", { name: /^Search/ }));

async function typeDate(user: User, field: RegExp, digits: string) {
  const [day] = screen.getAllByRole("spinbutton", { name: field });
  await user.click(day!);
  await user.keyboard(digits);
}

describe(
  "fund transfer enquiry (fundTrnsfrEnquiry, spec 001 sections 3, 5, 8, 9)",
  { timeout: 60_000 },
  () => {
    it("finds every fund transfer: 10 a page with the spec's statuses, the count announced and focused, the pager", async () => {
      const { bank, user } = await openEnquiry();
      await search(user);
      const caption = await screen.findByRole(
        "heading",
        { level: 2, name: "Fund transfers: 12 found" },
        SCREEN_LOAD,
      );
      await waitFor(() => expect(caption).toHaveFocus());
      expect(screen.getByText("12 fund transfers found.")).toBeInTheDocument();
      expect(bank.calls("fundTransactionList").at(-1)).toEqual({
        fromDate: null,
        toDate: null,
        fromAmount: null,
        toAmount: null,
        benName: null,
        type: null,
        stmtType: "FT_ENQUIRY",
        beginValue: 0,
        totalrows: 10,
      });
      const grid = screen.getByRole("grid", { name: "Fund transfers: 12 found" });
      const rows = within(grid).getAllByRole("row").slice(1);
      expect(rows).toHaveLength(10);
      expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent("FT1000000001");
      expect(within(rows[0] as HTMLElement).getByText("NEFT Success")).toBeInTheDocument();
      expect(within(rows[1] as HTMLElement).getByText("Success")).toBeInTheDocument();
      expect(within(rows[1] as HTMLElement).getByText("incl. charges ₹29.50")).toBeInTheDocument();
      expect(within(rows[2] as HTMLElement).getByText("Internal tr. Success")).toBeInTheDocument();
      const rejected = rows[3] as HTMLElement;
      expect(within(rejected).getByText("NEFT Reject")).toBeInTheDocument();
      expect(
        within(rejected).getByText("The payment was rejected and the amount credited back to your account."),
      ).toBeInTheDocument();
      expect(within(rejected).getByText("Reason code R03")).toBeInTheDocument();
      expect(within(rows[4] as HTMLElement).getByText("Returned")).toBeInTheDocument();

      bank.answer("fundTransactionList", FT_ENQUIRY_PAGES[1], { once: true });
      const pager = screen.getByRole("navigation", { name: "Pages of the fund transfers" });
      await user.click(within(pager).getByRole("button", { name: "Next page" }));
      await waitFor(() => expect(bank.calls("fundTransactionList").at(-1)?.beginValue).toBe(10));
      await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(3));
    });

    it("hides the pager at 10 rows or fewer", async () => {
      const bank = new ScriptedBank().answer("fundTransactionList", {
        transactions: FT_ENQUIRY_PAGES[0].transactions,
        totalRecords: 10,
      });
      const { user } = await openEnquiry(bank);
      await search(user);
      await screen.findByRole("heading", { level: 2, name: "Fund transfers: 10 found" }, SCREEN_LOAD);
      expect(screen.queryByRole("navigation", { name: "Pages of the fund transfers" })).toBeNull();
    });

    it("sends the date range, the amounts in paise, the name and the type (the contract writes the dates dd/MM/yyyy on the wire)", async () => {
      const { bank, user } = await openEnquiry();
      await user.click(screen.getByRole("radio", { name: "Date range" }));
      await typeDate(user, /day, From date/i, "01112026");
      await typeDate(user, /day, To date/i, "20112026");
      await user.type(screen.getByRole("textbox", { name: "Amount from" }), "1000");
      await user.type(screen.getByRole("textbox", { name: "Amount to" }), "5000.50");
      await user.type(screen.getByRole("textbox", { name: "Beneficiary name" }), "priya");
      await user.click(screen.getByRole("button", { name: /Type$/ }));
      await user.click(await screen.findByRole("option", { name: "RTGS" }));
      await search(user);
      await waitFor(() =>
        expect(bank.calls("fundTransactionList").at(-1)).toMatchObject({
          fromDate: "2026-11-01",
          toDate: "2026-11-20",
          fromAmount: 100_000n,
          toAmount: 500_050n,
          benName: "priya",
          type: "RTGS",
        }),
      );
    });

    it("refuses a missing or reversed date range, a reversed amount range and a name with digits, without asking the bank", async () => {
      const { bank, user } = await openEnquiry();
      await user.click(screen.getByRole("radio", { name: "Date range" }));
      await user.type(screen.getByRole("textbox", { name: "Amount from" }), "500");
      await user.type(screen.getByRole("textbox", { name: "Amount to" }), "100");
      await user.type(screen.getByRole("textbox", { name: "Beneficiary name" }), "Priya 2");
      await search(user);
      const summary = await screen.findByRole("alert");
      for (const text of [
        "Enter the from date.",
        "Enter the to date.",
        "Amount to cannot be less than amount from.",
        "The beneficiary name can only contain letters, dots and spaces.",
      ]) {
        expect(within(summary).getByRole("link", { name: text })).toBeInTheDocument();
      }
      await typeDate(user, /day, From date/i, "10112026");
      await typeDate(user, /day, To date/i, "01112026");
      await search(user);
      expect(
        await screen.findByRole("link", { name: "The to date cannot be before the from date." }),
      ).toBeInTheDocument();
      expect(bank.calls("fundTransactionList")).toHaveLength(0);
    });

    it("says why an amount from or to does not read, at its field and in the summary, without asking the bank", async () => {
      const { bank, user } = await openEnquiry();
      await user.type(screen.getByRole("textbox", { name: "Amount from" }), "1.234,50");
      await user.type(screen.getByRole("textbox", { name: "Amount to" }), "5000.505");
      await search(user);
      const summary = await screen.findByRole("alert");
      const separators =
        "Write the amount as 1,234.50: a point before the paise, commas only between groups of digits.";
      expect(within(summary).getByRole("link", { name: separators })).toHaveAttribute(
        "href",
        "#ft-enquiry-from-amount",
      );
      const decimals = "Write at most two digits for the paise, for example 1,234.50.";
      expect(within(summary).getByRole("link", { name: decimals })).toHaveAttribute(
        "href",
        "#ft-enquiry-to-amount",
      );
      expect(screen.getByRole("textbox", { name: "Amount from" })).toHaveAccessibleDescription(separators);
      expect(screen.getByRole("textbox", { name: "Amount to" })).toHaveAccessibleDescription(decimals);
      expect(bank.calls("fundTransactionList")).toHaveLength(0);
    });

    it("says when nothing matches, when there is no data (3004 or 404) and when the payment system fails (1031)", async () => {
      const { bank, user } = await openEnquiry();
      bank.answer("fundTransactionList", { transactions: [], totalRecords: 0 }, { once: true });
      await search(user);
      const grid = await screen.findByRole("grid", { name: "Fund transfers: 0 found" }, SCREEN_LOAD);
      expect(grid).toHaveTextContent("No fund transfer matches your search.");

      bank.fail(
        "fundTransactionList",
        { status: 404, code: "FT_ENQUIRY.NO_DATA", body: { errorCode: "3004" } },
        { once: true },
      );
      await search(user);
      expect(await screen.findByRole("status", {}, SCREEN_LOAD)).toHaveTextContent(
        "No fund transfer records are available.",
      );
      expect(screen.queryByRole("grid")).toBeNull();

      // An HTTP 404 without the spec's code is the same no-data message.
      bank.answer("fundTransactionList", { transactions: [], totalRecords: 0 }, { once: true });
      await search(user);
      await screen.findByRole("grid", { name: "Fund transfers: 0 found" }, SCREEN_LOAD);
      bank.fail("fundTransactionList", { status: 404, code: "REQUEST.NOT_FOUND" }, { once: true });
      await search(user);
      expect(await screen.findByRole("status", {}, SCREEN_LOAD)).toHaveTextContent(
        "No fund transfer records are available.",
      );

      bank.fail(
        "fundTransactionList",
        { status: 503, code: "FT_ENQUIRY.THIRD_PARTY", body: { errorCode: "1031" } },
        { once: true },
      );
      await search(user);
      const thirdParty = await screen.findByRole("alert");
      expect(thirdParty).toHaveTextContent(
        "The status of your fund transfers could not be fetched from the payment system. Please try again later.",
      );
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("speaks Hindi: the form, the statuses and the count", async () => {
      const user = userEvent.setup();
      await renderApp({ lang: "hi", initialState: "fundTrnsfrEnquiry", initialSession: signedIn });
      await screen.findByRole("heading", { level: 1, name: "निधि अंतरण पूछताछ" }, SCREEN_LOAD);
      expect(screen.getByRole("radiogroup", { name: "अवधि" })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole("button", { name: /^खोजें/ })).toBeEnabled(), SCREEN_LOAD);
      await user.click(screen.getByRole("button", { name: /^खोजें/ }));
      const grid = await screen.findByRole("grid", { name: "निधि अंतरण: 12 मिले" }, SCREEN_LOAD);
      expect(within(grid).getAllByText("एनईएफ़टी सफल").length).toBeGreaterThan(0);
      expect(within(grid).getAllByText("लौटाया गया").length).toBeGreaterThan(0);
    });
  },
);
