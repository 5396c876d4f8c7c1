import type { TFunction } from "i18next";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ACCOUNT_LIST_PAGER_HIDDEN_AT,
  DEPOSIT_NICKNAME_PAGER_HIDDEN_AT,
  canSubmitNicknames,
  changedNicknames,
  clearConflictingNicknames,
  duplicateNicknameMessage,
  isAccountListPagerShown,
  NICKNAME_MAX_LENGTH,
  nicknameProblem,
  pageRows,
} from "../../domain";
import type {
  AccountKindCode,
  AccountNicknameItem,
  NicknameUpdateResponse,
} from "../../adapters/rib/contract/accounts";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { Form } from "../../ui/Form";
import { LoadingRegion } from "../../ui/Spinner";
import { TextField } from "../../ui/TextField";
import { useBank } from "../ServicesContext";
import { Pager } from "../forms/Pager";
import { ScreenHeading } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { accountNicknamesQuery, updateNicknamesMutation } from "./accountsQueries";
import "./accounts.css";

interface Edit {
  readonly accountNumber: string;
  readonly accountTypeCode: string;
  readonly original: string;
  readonly current: string;
}

/** The banner of a group's last save: saved, a duplicate named, or the failure. */
function outcomeOf(
  answer: NicknameUpdateResponse | undefined,
  isError: boolean,
  failureMessage: string | null,
  groupName: string,
  t: TFunction,
): { readonly tone: "success" | "error"; readonly text: string } | null {
  if (isError) {
    const failed = t("accounts:nickname.failed");
    return { tone: "error", text: failureMessage === null ? failed : `${failed} ${failureMessage}` };
  }
  if (answer === undefined) return null;
  if (answer.success) return { tone: "success", text: t("accounts:nickname.saved", { group: groupName }) };
  const first = answer.conflicts[0]?.shrt_account_names ?? "";
  if (first === "") return { tone: "error", text: t("accounts:nickname.failed") };
  const message = duplicateNicknameMessage(first);
  return { tone: "error", text: `${t(message.labelKey)} ${message.nickname} ${t(message.suffixKey)}` };
}

function NicknameGroup({
  kind,
  accounts,
}: {
  readonly kind: AccountKindCode;
  readonly accounts: readonly AccountNicknameItem[];
}) {
  const { t } = useTranslation();
  const bank = useBank();
  const save = useMutation(updateNicknamesMutation(bank));
  const failureMessage = useFailureOf(save.error);
  const headingId = useId();
  const hintId = useId();
  const [edits, setEdits] = useState<readonly Edit[]>(() =>
    accounts.map((a) => ({
      accountNumber: a.account_number,
      accountTypeCode: a.account_type_code,
      original: a.shrt_account_names,
      current: a.shrt_account_names,
    })),
  );
  const [page, setPage] = useState(1);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The outcome banner takes focus each time a save ends.
  useEffect(() => {
    if (save.submittedAt > 0 && !save.isPending) outcomeRef.current?.focus();
  }, [save.submittedAt, save.isPending]);

  const isDepositGroup = kind === "deposit";
  const pageSize = isDepositGroup ? DEPOSIT_NICKNAME_PAGER_HIDDEN_AT : ACCOUNT_LIST_PAGER_HIDDEN_AT;
  const pagerShown = isAccountListPagerShown(edits.length, isDepositGroup);
  const shown = pagerShown ? pageRows(edits, page, pageSize) : edits;
  const changed = changedNicknames(edits);
  // The spec's rule (changed and none empty), and every changed nickname one the bank can keep.
  const hasBadCharacters = changed.some((e) => nicknameProblem(e.current) === "CHARACTERS");
  const canSubmit = canSubmitNicknames(edits) && !hasBadCharacters;
  const hint = canSubmit
    ? null
    : changed.length === 0
      ? t("accounts:nickname.hintUnchanged")
      : hasBadCharacters
        ? t("accounts:nickname.hintCharacters")
        : t("accounts:nickname.hintEmpty");
  const groupName = t(`accounts:nickname.group.${kind}`);
  const outcome = outcomeOf(save.data, save.isError, failureMessage, groupName, t);

  const change = (accountNumber: string, value: string) => {
    setEdits((all) => all.map((e) => (e.accountNumber === accountNumber ? { ...e, current: value } : e)));
  };

  const submit = () => {
    if (!canSubmit || save.isPending) return;
    const request = changed.map((e) => ({
      account_number: e.accountNumber,
      account_type_code: e.accountTypeCode,
      shrt_account_names: e.current.trim(),
    }));
    save.mutate(request, {
      onSuccess: (answer) => {
        if (answer.success) {
          setEdits((all) =>
            all.map((e) => ({ ...e, original: e.current.trim(), current: e.current.trim() })),
          );
        } else {
          setEdits((all) =>
            clearConflictingNicknames(
              all,
              answer.conflicts.map((c) => c.shrt_account_names),
            ),
          );
        }
      },
    });
  };

  return (
    <section className="accounts-nickname-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{groupName}</h2>
      {outcome !== null ? (
        <div ref={outcomeRef} tabIndex={-1} className="accounts-outcome">
          <Banner tone={outcome.tone}>{outcome.text}</Banner>
        </div>
      ) : null}
      <Form onSubmit={submit} aria-labelledby={headingId}>
        {shown.map((edit) => {
          const problem = edit.current !== edit.original ? nicknameProblem(edit.current) : null;
          const errorKey =
            problem === "EMPTY"
              ? "accounts:nickname.emptyError"
              : problem === "CHARACTERS"
                ? "accounts:nickname.charactersError"
                : null;
          return (
            <TextField
              key={edit.accountNumber}
              label={t("accounts:nickname.label", { number: edit.accountNumber })}
              description={t("accounts:nickname.description", { max: NICKNAME_MAX_LENGTH })}
              value={edit.current}
              onChange={(value) => change(edit.accountNumber, value)}
              maxLength={NICKNAME_MAX_LENGTH}
              autoComplete="off"
              {...(errorKey !== null ? { errorMessage: t(errorKey) } : {})}
            />
          );
        })}
        {pagerShown ? (
          <Pager
            label={t("accounts:pager.label", { group: groupName })}
            page={page}
            onPageChange={setPage}
            totalRows={edits.length}
            pageSize={pageSize}
            hiddenAt={pageSize}
            rangeText={(from, to, total) => t("accounts:pager.range", { from, to, total })}
          />
        ) : null}
        {hint !== null ? (
          <p id={hintId} className="accounts-hint">
            {hint}
          </p>
        ) : null}
        <div className="flow-actions">
          <Button
            type="submit"
            isDisabled={!canSubmit}
            isPending={save.isPending}
            pendingLabel={t("accounts:processing")}
            {...(hint !== null ? { "aria-describedby": hintId } : {})}
          >
            {t("accounts:nickname.submit", { group: groupName })}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/**
 * Account nicknames (state `acnNickName`, spec 000 sections 4, 5, 8): one form per kind; a group's
 * save is enabled once a nickname changed and none of the changed is empty (a visible hint says why
 * it is not); only the changed nicknames are sent; a per-group banner takes focus; a duplicate
 * names the nickname with "already exists" and clears the conflicting fields.
 */
export function NicknameScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const groups = useQuery(accountNicknamesQuery(bank));
  const failure = useFailureOf(groups.error);
  return (
    <div className="app-screen accounts-screen">
      <ScreenHeading />
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <LoadingRegion isBusy={groups.isPending} label={t("accounts:loading")}>
        {groups.data !== undefined && groups.data.length === 0 ? (
          <EmptyState title={t("accounts:list.empty")} headingLevel={2} />
        ) : null}
        {groups.data?.map((group) => (
          <NicknameGroup key={group.kind} kind={group.kind} accounts={group.accounts} />
        ))}
      </LoadingRegion>
    </div>
  );
}
