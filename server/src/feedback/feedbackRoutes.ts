import { Result } from "effect";
import type { StatusOkResponse } from "../../../src/adapters/rib/contract/common";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import type { FeedbackQuestionsResponse } from "../../../src/adapters/rib/contract/feedback";
import { validateFeedback } from "../../../src/domain/feedback/Feedback";
import { localizeFeedbackSurvey } from "../../../src/domain/ports/BankApi";
import type { Queryable } from "../db/Database";
import { ApiError, invalidRequest } from "../http/ApiError";
import { serve, type CallRouter } from "../http/pipeline";

interface Texts {
  readonly text_en: string;
  readonly text_de: string;
  readonly text_hi: string;
}

const localized = (row: Texts) => ({ en: row.text_en, de: row.text_de, hi: row.text_hi });

/** The survey as stored in `feedback_questions`, `feedback_options` and `feedback_bands`. */
export async function loadFeedbackSurvey(db: Queryable): Promise<FeedbackQuestionsResponse> {
  const questions = await db.query<Texts & { qid: string }>(
    "SELECT qid, text_en, text_de, text_hi FROM feedback_questions ORDER BY position, qid",
  );
  const options = await db.query<Texts & { qid: string; score: number }>(
    "SELECT qid, score, text_en, text_de, text_hi FROM feedback_options ORDER BY qid, score",
  );
  const bands = await db.query<{
    min_score: number;
    max_score: number;
    comment_needed: boolean;
    msg_en: string;
    msg_de: string;
    msg_hi: string;
  }>("SELECT * FROM feedback_bands ORDER BY min_score");
  return {
    questions: questions.map((question) => ({
      qid: question.qid,
      qstn: localized(question),
      options: options
        .filter((option) => option.qid === question.qid)
        .map((option) => ({ optionDesc: localized(option), optionscore: option.score })),
    })),
    bands: bands.map((band) => ({
      minScor: band.min_score,
      maxScor: band.max_score,
      msg: { en: band.msg_en, de: band.msg_de, hi: band.msg_hi },
      cmtNeed: band.comment_needed,
    })),
  };
}

/**
 * The sign-out survey (spec 000 section 5; spec 002 sections 3 and 5): the questions and bands
 * from the database, and the answers re-checked with the domain's `validateFeedback` and saved with
 * the user id and time.
 */
export function registerFeedbackRoutes(router: CallRouter): void {
  const { db, clock } = router.services.deps;

  serve(router, endpoints.feedbackQuestions, () => loadFeedbackSurvey(db));

  serve(router, endpoints.saveUserFeedback, async ({ request, session }) => {
    const survey = localizeFeedbackSurvey(await loadFeedbackSurvey(db), "en");
    const known = new Set(survey.questions.map((question) => question.qid));
    const answered = new Set<string>();
    for (const answer of request.feedback) {
      if (!known.has(answer.qid) || answered.has(answer.qid)) {
        throw invalidRequest("Invalid request: an answer names an unknown or repeated question.");
      }
      answered.add(answer.qid);
    }
    const checked = validateFeedback({
      questions: survey.questions,
      bands: survey.bands,
      answers: Object.fromEntries(request.feedback.map((answer) => [answer.qid, answer.optionscore])),
      comments: request.comments,
    });
    if (Result.isFailure(checked)) {
      throw checked.failure === "FEEDBACK.INCOMPLETE"
        ? new ApiError(400, "FEEDBACK.INCOMPLETE", "Please give your feedback to all the questions")
        : new ApiError(400, "FEEDBACK.COMMENT_REQUIRED", "Please enter your comments");
    }
    if (checked.success.total !== request.total) {
      throw invalidRequest("Invalid request: the total is not the sum of the scores.");
    }
    await db.query(
      "INSERT INTO user_feedback (username, answers, total, comments, submitted_at) VALUES ($1, $2, $3, $4, $5)",
      [
        session.username,
        JSON.stringify(checked.success.feedback),
        checked.success.total,
        checked.success.comments,
        clock.now(),
      ],
    );
    const ok: StatusOkResponse = { status: 200 };
    return ok;
  });
}
