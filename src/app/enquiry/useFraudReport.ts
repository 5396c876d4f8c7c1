import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, fraudFailureMessage } from "../../domain";
import type { EnquiryResponse, EnquiryRow } from "../../adapters/rib/contract/enquiry";
import { useBank } from "../ServicesContext";
import type { LatestSearch } from "../forms/useLatestSearch";
import type { Language } from "../i18n/i18n";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { useFailureOf } from "../session/FailureProvider";
import { checkDuplicateFraudMutation, markFraudMutation } from "./enquiryQueries";
import type { FraudAnswers } from "./FraudDialog";
import type { Outcome } from "./usePendingCategories";

/**
 * How a row is named to the customer, its date in the page language's form: "05/10/2026 UPI GROCER
 * 05" (German "05.10.2026 UPI GROCER 05"), in the hidden names of its controls as on screen.
 */
export const rowName = (row: EnquiryRow, language: Language) =>
  `${formatDisplayDate(row.date, language)} ${row.description}`;

/** Now in the customer's local time as an ISO date-time without seconds. */
function localNow(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(now.getFullYear())}-${two(now.getMonth() + 1)}-${two(now.getDate())}T${two(now.getHours())}:${two(now.getMinutes())}`;
}

/** The answer with `row` marked as reported at `marked` (unless the bank's time is there already). */
function withFraudMark(answer: EnquiryResponse, row: EnquiryRow, marked: string): EnquiryResponse {
  return {
    ...answer,
    transaclist: answer.transaclist.map((r) =>
      r.accountNumber === row.accountNumber && r.sequence === row.sequence
        ? { ...r, fruadpostedTime: r.fruadpostedTime ?? marked }
        : r,
    ),
  };
}

/**
 * Reporting a row as fraud (spec 000 section 3): the duplicate check first (an already reported
 * row is said at once, without the dialog), then the dialog's answers; the reference is shown and
 * the row marked in text until the next search brings the bank's time.
 */
export function useFraudReport(result: LatestSearch<EnquiryResponse, HTMLElement>) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const check = useMutation(checkDuplicateFraudMutation(bank));
  const mark = useMutation(markFraudMutation(bank));
  const checkFailure = useFailureOf(check.error);
  const [row, setRow] = useState<EnquiryRow | null>(null);

  const outcome: Outcome | null =
    mark.isSuccess && mark.data.success
      ? {
          tone: "success",
          text: t("enquiry:fraud.reported", {
            row: rowName(mark.variables.row, language),
            reference: mark.data.data ?? "",
          }),
        }
      : check.data?.value === true
        ? // The bank's errorMessage is English: the page says it in its own language.
          { tone: "error", text: t("enquiry:fraud.alreadyReported") }
        : checkFailure !== null
          ? { tone: "error", text: checkFailure }
          : null;

  // The dialog's alert: a refusal of the bank (3045 as the generic message) or a failed call.
  const failure =
    mark.data?.success === false
      ? fraudFailureMessage(mark.data.statusCode) === "GENERIC"
        ? t("enquiry:tranEnq.form.exception_message")
        : mark.data.statusMsg
      : mark.isError
        ? t("enquiry:tranEnq.form.exception_message")
        : null;

  return {
    /** The row the dialog is open for, or null. */
    row,
    outcome,
    failure,
    isPending: mark.isPending,
    /** Forgets the last report's banner (a new search). */
    clearOutcome: () => {
      check.reset();
      mark.reset();
    },
    start: (next: EnquiryRow) => {
      mark.reset();
      check.mutate(next, {
        onSuccess: (answer) => {
          if (!answer.value) setRow(next);
        },
      });
    },
    submit: (answers: FraudAnswers) => {
      if (row === null || mark.isPending) return;
      mark.mutate(
        { row, answers },
        {
          onSuccess: (answer, { row: reported }) => {
            if (!answer.success) return;
            const marked = localNow();
            result.setAnswer((current) =>
              current === null ? current : withFraudMark(current, reported, marked),
            );
            setRow(null);
          },
        },
      );
    },
    close: () => setRow(null),
  };
}

/** What {@link useFraudReport} gives the screen. */
export type FraudReporting = ReturnType<typeof useFraudReport>;
