import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Result } from "effect";
import { validateFeedback, type FeedbackBand, type FeedbackQuestion } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { RadioGroup } from "../../ui/RadioGroup";
import { LoadingRegion } from "../../ui/Spinner";
import { TextArea } from "../../ui/TextArea";
import { useBank } from "../ServicesContext";
import { useFormErrors } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { type Language } from "../i18n/i18n";
import { ScreenHeading, useAppState } from "../navigation/StateProvider";
import { useFailure, useFailureOf } from "../session/FailureProvider";
import { FeedbackTimeout } from "./FeedbackTimeout";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { feedbackQuestionsQuery, saveFeedbackMutation, type FeedbackSurveyAnswer } from "./feedbackQueries";

/** The most characters a comment may have (the server refuses longer ones). */
export const FEEDBACK_COMMENT_MAX = 500;

/** Ids of the fields, the targets of the error summary's links. */
export const FEEDBACK_FIELD_IDS = {
  question: (qid: string) => `feedback-question-${qid}`,
  comments: "feedback-comments",
} as const;

type Survey = FeedbackSurveyAnswer;

/** A text of the survey in the page's language (the server stores en, de and hi). */
function localised(text: Readonly<Record<Language, string>>, language: Language): string {
  return text[language] ?? text.en;
}

/**
 * The sign-out survey (state `feedback`; spec 000 sections 4 and 5, spec 002 Feedback): the
 * server's questions as radio groups, a comment, the spec's two messages, saved before signing
 * out; "Skip and sign out" signs out at once. The session is still alive on the survey, so "Back to
 * banking" returns a customer who pressed "Sign out" by mistake to the dashboard (with the menu);
 * only the two sign-out buttons and the time-out end it. Its time-out is the feedback time-out
 * with the idle warning (GUIDE section 5).
 */
export function FeedbackScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const { signOut, handleFailureText } = useFailure();
  const { go } = useAppState();
  const language = usePageLanguage();
  const survey = useQuery(feedbackQuestionsQuery(bank));
  const save = useMutation(saveFeedbackMutation(bank));
  const loadMessage = useFailureOf(survey.error);
  const [answers, setAnswers] = useState<Readonly<Record<string, number | undefined>>>({});
  const [comments, setComments] = useState("");
  const formErrors = useFormErrors();
  const { show: showErrors, clear: clearErrors } = formErrors;
  const [isLeaving, setLeaving] = useState(false);

  const domainQuestions = (data: Survey): FeedbackQuestion[] =>
    data.questions.map((q) => ({
      qid: q.qid,
      options: q.options.map((o) => ({
        optionDesc: localised(o.optionDesc, language),
        optionscore: o.optionscore,
      })),
    }));
  const domainBands = (data: Survey): FeedbackBand[] =>
    data.bands.map((b) => ({
      minScor: b.minScor,
      maxScor: b.maxScor,
      msg: localised(b.msg, language),
      cmtNeed: b.cmtNeed,
    }));

  const skip = async () => {
    if (isLeaving) return;
    setLeaving(true);
    await signOut();
  };

  const submit = async () => {
    if (save.isPending || survey.data === undefined) return;
    const data = survey.data;
    const checked = validateFeedback({
      questions: domainQuestions(data),
      answers,
      comments,
      bands: domainBands(data),
    });
    if (Result.isFailure(checked)) {
      if (checked.failure === "FEEDBACK.INCOMPLETE") {
        const text = localText("feedback:errors.incomplete");
        const unanswered = data.questions.filter((q) => answers[q.qid] === undefined);
        showErrors(
          (unanswered.length > 0 ? unanswered : data.questions.slice(0, 1)).map((q, index) => ({
            fieldId: FEEDBACK_FIELD_IDS.question(q.qid),
            text,
            // One summary line is enough; every unanswered group still shows the message.
            isInSummary: index === 0,
          })),
        );
      } else {
        showErrors([
          { fieldId: FEEDBACK_FIELD_IDS.comments, text: localText("feedback:errors.commentRequired") },
        ]);
      }
      return;
    }
    clearErrors();
    save.mutate(
      {
        answers: checked.success.feedback.map((a) => ({ qid: a.qid, optionscore: a.score })),
        comments: checked.success.comments,
      },
      {
        onSuccess: async () => {
          setLeaving(true);
          await signOut("feedback:thanks", "/logout", { tone: "success" });
        },
        onError: (error) => {
          const text = handleFailureText(error);
          if (text !== null) showErrors([{ fieldId: FEEDBACK_FIELD_IDS.comments, text }]);
        },
      },
    );
  };

  return (
    <div className="app-screen feedback-screen">
      <ScreenHeading />
      <p>{t("feedback:intro")}</p>
      {/* First on the page, so a customer who pressed "Sign out" by mistake finds the way back at once. */}
      <Button variant="secondary" onPress={() => go("dashboard")}>
        {t("feedback:backToBanking")}
      </Button>
      <FeedbackTimeout onExpired={() => void signOut("feedback:timedOut")} />
      {loadMessage !== null ? <Banner tone="error">{loadMessage}</Banner> : null}
      <LoadingRegion isBusy={survey.isPending} label={t("common:loading")}>
        {survey.data !== undefined ? (
          <Form onSubmit={submit} errorSummary={formErrors.summary}>
            {survey.data.questions.map((question) => (
              <RadioGroup
                key={question.qid}
                id={FEEDBACK_FIELD_IDS.question(question.qid)}
                name={`feedback-${question.qid}`}
                label={localised(question.qstn, language)}
                isRequired
                options={question.options.map((option) => ({
                  value: String(option.optionscore),
                  label: localised(option.optionDesc, language),
                }))}
                value={answers[question.qid] !== undefined ? String(answers[question.qid]) : null}
                onChange={(value) =>
                  setAnswers((previous) => ({ ...previous, [question.qid]: Number(value) }))
                }
                {...formErrors.errorProps(FEEDBACK_FIELD_IDS.question(question.qid))}
              />
            ))}
            <TextArea
              id={FEEDBACK_FIELD_IDS.comments}
              name="comments"
              label={t("feedback:comments.label")}
              description={t("feedback:comments.description")}
              maxLength={FEEDBACK_COMMENT_MAX}
              remainingText={(remaining) => t("feedback:comments.remaining", { count: remaining })}
              value={comments}
              onChange={setComments}
              {...formErrors.errorProps(FEEDBACK_FIELD_IDS.comments)}
            />
            {/* No pending state: the page is replaced on success, and React Aria's pending announcement
                would outlive the button (an unnamed role=img, axe role-img-alt). A second press is ignored. */}
            <Button type="submit">{t("feedback:submit")}</Button>
          </Form>
        ) : null}
      </LoadingRegion>
      {/* One skip button, outside the loading region, so it works before the questions arrive. */}
      <Button variant="secondary" onPress={() => void skip()}>
        {t("feedback:skip")}
      </Button>
    </div>
  );
}
