import type { Hono } from "hono";
import { Result } from "effect";
import type { StatusOkResponse } from "../../../src/adapters/rib/contract/common";
import {
  SaveUserFeedbackRequest,
  type FeedbackQuestionsResponse,
} from "../../../src/adapters/rib/contract/feedback";
import { Paths } from "../../../src/adapters/rib/contract/paths";
import { validateFeedback } from "../../../src/domain/feedback/Feedback";
import { localizeFeedbackSurvey } from "../../../src/domain/ports/BankApi";
import type { Queryable } from "../db/Database";
import { ApiError, invalidRequest } from "../http/ApiError";
import type { AppEnv } from "../http/context";
import { readJson, requireSession } from "../http/middleware";
import { decodeRequest } from "../http/validate";
import type { Services } from "../services";

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
export function registerFeedbackRoutes(rest: Hono<AppEnv>, services: Services): void {
  const { deps, sessions } = services;
  const { db, clock } = deps;

  rest.get(`/${Paths.feedbackQuestions}`, async (c) => {
    await requireSession(c, sessions, clock);
    return c.json(await loadFeedbackSurvey(db));
  });

  rest.post(`/${Paths.saveUserFeedback}`, async (c) => {
    const session = await requireSession(c, sessions, clock);
    const request = decodeRequest(SaveUserFeedbackRequest, await readJson(c));
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
    return c.json(ok);
  });
}
