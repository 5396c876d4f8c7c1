import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fraudReasonCode } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { RadioGroup } from "../../ui/RadioGroup";
import { TextArea } from "../../ui/TextArea";
import type { ErrorSummaryItem } from "../../ui/ErrorSummary";
import { ErrorSummary } from "../../ui/ErrorSummary";
import { errorProp } from "../forms/errorProp";

/** The three YES/NO questions of the fraud report (spec 000 section 3). */
export const FRAUD_QUESTIONS = ["fraudtrnchk", "fraudcidfro", "fraudcrdblk"] as const;

/** One question id of {@link FRAUD_QUESTIONS}. */
export type FraudQuestion = (typeof FRAUD_QUESTIONS)[number];

/** The answers of the fraud dialog as the request carries them. */
export interface FraudAnswers {
  readonly fraudtrnchk: 0 | 1;
  readonly fraudcidfro: 0 | 1;
  readonly fraudcrdblk: 0 | 1;
  readonly fraudComment: string;
}

/** Props of {@link FraudDialog}. */
export interface FraudDialogProps {
  /** The row the report is about, e.g. "05/10/2026 UPI GROCER 05". */
  readonly rowName: string | null;
  readonly isPending: boolean;
  /** The failure of the last submit, shown as an alert in the dialog. */
  readonly failure: string | null;
  readonly onSubmit: (answers: FraudAnswers) => void;
  readonly onClose: () => void;
}

const COMMENT_MAX = 500;

/** A field of the dialog that can be in error: a question or the comment. */
type FraudField = FraudQuestion | "comment";

/** The id of a field's group or input, the target of its error summary link. */
const fraudFieldId = (field: FraudField) => `enquiry-fraud-${field}`;

/**
 * The fraud report dialog: three YES/NO questions, a comment and submit. Every question must be
 * answered; the comment is optional (at most 500 characters).
 */
export function FraudDialog({ rowName, isPending, failure, onSubmit, onClose }: FraudDialogProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Partial<Record<FraudQuestion, string>>>({});
  const [comment, setComment] = useState("");
  const [invalid, setInvalid] = useState<readonly FraudField[]>([]);
  const [attempt, setAttempt] = useState(0);

  const submit = () => {
    const found: FraudField[] = FRAUD_QUESTIONS.filter((q) => answers[q] === undefined);
    if (comment.length > COMMENT_MAX) found.push("comment");
    setInvalid(found);
    if (found.length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    onSubmit({
      fraudtrnchk: fraudReasonCode(answers.fraudtrnchk === "YES"),
      fraudcidfro: fraudReasonCode(answers.fraudcidfro === "YES"),
      fraudcrdblk: fraudReasonCode(answers.fraudcrdblk === "YES"),
      fraudComment: comment.trim(),
    });
  };

  // Beside its question the error need not repeat it; in the summary, away from the questions,
  // each line names its question (three lines of the same words said nothing about which).
  const fieldError = (field: FraudField) =>
    field === "comment" ? t("enquiry:fraud.commentTooLong") : t("enquiry:fraud.answerRequired");
  const summaryError = (field: FraudField) =>
    field === "comment"
      ? t("enquiry:fraud.commentTooLong")
      : t("enquiry:fraud.answerRequiredFor", { question: t(`enquiry:fraud.question.${field}`) });
  const errors: readonly ErrorSummaryItem[] = invalid.map((field) => ({
    fieldId: fraudFieldId(field),
    message: summaryError(field),
  }));
  const errorOf = (field: FraudField) => (invalid.includes(field) ? fieldError(field) : undefined);

  return (
    <Dialog
      isOpen={rowName !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("enquiry:fraud.title")}
      actions={
        <>
          <Button onPress={submit} isPending={isPending} pendingLabel={t("enquiry:processing")}>
            {t("enquiry:fraud.submit")}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t("enquiry:fraud.cancel")}
          </Button>
        </>
      }
    >
      <p>{t("enquiry:fraud.intro", { row: rowName ?? "" })}</p>
      {errors.length > 0 ? (
        <ErrorSummary title={t("common:errorSummaryTitle")} errors={errors} attempt={attempt} />
      ) : null}
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      {FRAUD_QUESTIONS.map((question) => (
        <RadioGroup
          key={question}
          id={fraudFieldId(question)}
          label={t(`enquiry:fraud.question.${question}`)}
          orientation="horizontal"
          isRequired
          options={[
            { value: "YES", label: t("enquiry:fraud.yes") },
            { value: "NO", label: t("enquiry:fraud.no") },
          ]}
          value={answers[question] ?? null}
          onChange={(value) => setAnswers((current) => ({ ...current, [question]: value }))}
          {...errorProp(errorOf(question))}
        />
      ))}
      <TextArea
        id={fraudFieldId("comment")}
        label={t("enquiry:fraud.comment")}
        maxLength={COMMENT_MAX}
        remainingText={(n) =>
          n >= 0 ? t("enquiry:fraud.remaining", { count: n }) : t("enquiry:fraud.over", { count: -n })
        }
        value={comment}
        onChange={setComment}
        {...errorProp(errorOf("comment"))}
      />
    </Dialog>
  );
}
