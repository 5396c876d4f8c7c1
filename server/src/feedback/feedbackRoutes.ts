import { Result } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { validateFeedback } from "../../../src/domain/feedback/Feedback";
import { localizeFeedbackSurvey } from "../../../src/domain/ports/BankApi";
import { limitPreSignIn } from "../kernel/auth/preSignInLimit";
import { ApiError, invalidRequest } from "../kernel/http/ApiError";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { FeedbackRepository } from "./FeedbackRepository";

/**
 * The sign-out survey (spec 000 section 5; spec 002 sections 3 and 5): the questions and bands
 * from the database, and the answers re-checked with the domain's `validateFeedback` and saved with
 * the user id and time.
 */
export function registerFeedbackRoutes(router: CallRouter): void {
  const { db, clock } = router.services.deps;
  const feedback = new FeedbackRepository(db);

  serve(router, endpoints.feedbackQuestions, () => feedback.survey());

  serve(router, endpoints.saveUserFeedback, {
    // Each answer is a row: a script with a session could otherwise fill the table.
    admit: ({ session, state }) =>
      limitPreSignIn(router.services.limiter, "saveUserFeedback", state.ip, session.username),
    run: async ({ request, session }) => {
      const survey = localizeFeedbackSurvey(await feedback.survey(), "en");
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
      await feedback.save({
        username: session.username,
        answers: checked.success.feedback,
        total: checked.success.total,
        comments: checked.success.comments,
        at: clock.now(),
      });
      return { status: 200 };
    },
  });
}
