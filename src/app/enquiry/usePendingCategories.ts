import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { pendingChangeBlocks, withCategoryChange, type CategoryChange } from "../../domain";
import type { EnquiryResponse, EnquiryRow } from "../../adapters/rib/contract/enquiry";
import { useAnnouncer } from "../../ui/LiveRegion";
import { useBank } from "../ServicesContext";
import type { LatestSearch } from "../forms/useLatestSearch";
import { useNavigationBlock } from "../navigation/StateProvider";
import { isCallFailure, useFailureOf } from "../session/FailureProvider";
import { updateTranCategoryMutation } from "./enquiryQueries";

/** A banner's tone and text. */
export interface Outcome {
  readonly tone: "success" | "error";
  readonly text: string;
}

/** The answer with the saved categories in its rows. */
function withSavedCategories(answer: EnquiryResponse, saved: readonly CategoryChange[]): EnquiryResponse {
  return {
    ...answer,
    transaclist: answer.transaclist.map((row) => {
      const change = saved.find(
        (c) => c.account === row.accountNumber && c.sequence === String(row.sequence),
      );
      return change === undefined ? row : { ...row, trnCateogry: change.category };
    }),
  };
}

/**
 * A refused or failed save (400, 500, 503) is said in place and the changes stay pending: the
 * service dialog would lead to the dashboard, which the pending changes block.
 */
function isServiceFailure(error: unknown): boolean {
  return isCallFailure(error) && [400, 500, 503].includes(error.status);
}

/**
 * The enquiry's pending category changes (spec 000 sections 4, 6): saved together; while any is
 * pending, navigation, a new search, paging, the view and the account are blocked and a notice
 * (`noticeRef`, which takes focus) offers to save or discard them. Discarding after a blocked
 * state change makes that change (the new screen's h1 takes focus); otherwise focus goes back to
 * the control that was blocked, or to the results' caption.
 */
export function usePendingCategories(
  result: LatestSearch<EnquiryResponse, HTMLElement>,
  noticeRef: RefObject<HTMLDivElement | null>,
) {
  const { t } = useTranslation();
  const announce = useAnnouncer();
  const bank = useBank();
  const save = useMutation(updateTranCategoryMutation(bank));
  // Session failures are carried out (sign-out); a service failure is only said here.
  const failureMessage = useFailureOf(isServiceFailure(save.error) ? null : save.error);
  const [pending, setPending] = useState<readonly CategoryChange[]>([]);
  const [showNotice, setShowNotice] = useState(false);
  const [noticeAttempt, setNoticeAttempt] = useState(0);
  const blocks = pendingChangeBlocks(pending);
  // What the customer last asked for that the notice stopped: a state change to make after a
  // discard, or the control (search, pager, view) to give focus back to.
  const blockedNavigation = useRef<(() => void) | null>(null);
  const blockedControl = useRef<Element | null>(null);

  const blocked = (proceed: (() => void) | null) => {
    blockedNavigation.current = proceed;
    blockedControl.current = proceed === null ? document.activeElement : null;
    setShowNotice(true);
    setNoticeAttempt((n) => n + 1);
  };
  const forgetBlocked = () => {
    blockedNavigation.current = null;
    blockedControl.current = null;
  };
  useNavigationBlock(blocks.navigation, (_target, proceed) => blocked(proceed));
  useEffect(() => {
    if (showNotice && noticeAttempt > 0) noticeRef.current?.focus();
  }, [showNotice, noticeAttempt, noticeRef]);
  const [focusAfterDiscard, setFocusAfterDiscard] = useState<{ control: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (focusAfterDiscard === null) return;
    const { control } = focusAfterDiscard;
    const isInNotice = noticeRef.current?.contains(control) ?? false;
    if (control !== null && control.isConnected && control !== document.body && !isInNotice) control.focus();
    else result.focusRef.current?.focus();
  }, [focusAfterDiscard, result.focusRef, noticeRef]);

  const failed = t("enquiry:categorise.saveFailed");
  const outcome: Outcome | null = save.isSuccess
    ? { tone: "success", text: t("enquiry:categorise.saved", { count: save.variables.length }) }
    : save.isError
      ? isServiceFailure(save.error)
        ? { tone: "error", text: failed }
        : failureMessage !== null
          ? { tone: "error", text: `${failed} ${failureMessage}`.trim() }
          : null
      : null;

  return {
    pending,
    blocks,
    showNotice: showNotice && blocks.showNotice,
    isSaving: save.isPending,
    outcome,
    /** Forgets the last save's banner (a new search). */
    clearOutcome: () => save.reset(),
    /** Whether a new search, page or view must wait; if so the notice is shown. */
    blocksSearch: (): boolean => {
      if (!blocks.newSearch) return false;
      blocked(null);
      return true;
    },
    categoryOf: (row: EnquiryRow): string | undefined =>
      pending.find((c) => c.account === row.accountNumber && c.sequence === String(row.sequence))?.category,
    change: (row: EnquiryRow, category: string) => {
      save.reset();
      setPending((current) =>
        withCategoryChange(current, { account: row.accountNumber, sequence: String(row.sequence), category }),
      );
    },
    save: () => {
      if (pending.length === 0 || save.isPending) return;
      save.mutate(pending, {
        onSuccess: (_answer, saved) => {
          result.setAnswer((current) => (current === null ? current : withSavedCategories(current, saved)));
          setPending([]);
          setShowNotice(false);
          forgetBlocked();
        },
      });
    },
    discard: () => {
      setPending([]);
      setShowNotice(false);
      save.reset();
      announce(t("enquiry:categorise.discarded"));
      // Only the notice's discard answers a blocked request; the results' own discard does not.
      const proceed = showNotice ? blockedNavigation.current : null;
      const control = showNotice ? blockedControl.current : null;
      forgetBlocked();
      // The discard button goes with the changes: focus must not fall to the page's body. It is
      // moved once the notice has gone, so the control's handlers see no pending changes.
      if (proceed !== null) proceed();
      else setFocusAfterDiscard({ control: control instanceof HTMLElement ? control : null });
    },
  };
}

/** What {@link usePendingCategories} gives the screen. */
export type PendingCategories = ReturnType<typeof usePendingCategories>;
