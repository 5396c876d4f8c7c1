import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DOWNLOAD_TYPE_CODES, STATEMENT_PAGE_SIZE, type DownloadFormat } from "../../domain";
import { EMPTY_FILE_CODE } from "../../adapters/rib/BankClient";
import { useBank } from "../ServicesContext";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { isCallFailure, useFailureOf } from "../session/FailureProvider";
import { statementReportMutation } from "./statementQueries";
import type { Criteria } from "./useStatementForm";

/** The download formats, in the order of their buttons. */
export const DOWNLOAD_FORMATS: readonly DownloadFormat[] = ["PDF", "EXCEL", "HTML"];

/** A refusal said in place with its own text: an empty file, or no rows in the period. */
function isSaidInPlace(error: unknown): boolean {
  return isCallFailure(error) && (error.code === EMPTY_FILE_CODE || error.code === "STATEMENT.NO_DATA");
}

/**
 * The statement's downloads (spec 000 sections 4, 8): one at a time, always oldest first whatever
 * the screen's order, saved under the server's name (account and period); an empty file and a period without rows are said in place, any other failure is carried
 * out (a session failure signs out) and its message shown.
 */
export function useStatementDownload() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const download = useMutation(statementReportMutation(bank));
  const failureMessage = useFailureOf(isSaidInPlace(download.error) ? null : download.error);
  const error = download.error;

  const outcome: { tone: "success" | "error"; text: string } | null = download.isSuccess
    ? { tone: "success", text: t("statements:download.saved", { file: download.data.fileName }) }
    : isCallFailure(error) && error.code === EMPTY_FILE_CODE
      ? { tone: "error", text: t("statements:download.empty") }
      : isCallFailure(error) && error.code === "STATEMENT.NO_DATA"
        ? { tone: "error", text: t("errors:STATEMENT.NO_DATA") }
        : failureMessage !== null
          ? { tone: "error", text: `${t("statements:download.failed")} ${failureMessage}`.trim() }
          : null;

  /** The format being prepared, or null. */
  const downloading = download.isPending
    ? (DOWNLOAD_FORMATS.find((f) => DOWNLOAD_TYPE_CODES[f] === download.variables.dwndType) ?? null)
    : null;

  return {
    downloading,
    outcome,
    start: (criteria: Criteria, format: DownloadFormat) => {
      if (download.isPending) return;
      download.mutate({
        ...criteria.request,
        // A statement file reads oldest first, as a printed one does (and as the bank offers it).
        sortByAsc: true,
        totalrows: STATEMENT_PAGE_SIZE,
        beginValue: 0,
        dwndType: DOWNLOAD_TYPE_CODES[format],
        lang: language,
      });
    },
    /** Forgets the last download's banner (a new statement). */
    reset: () => download.reset(),
  };
}

/** What {@link useStatementDownload} gives the result. */
export type StatementDownload = ReturnType<typeof useStatementDownload>;
