import { EmptyRequest, StatusOkResponse } from "../common";
import { endpoint } from "../endpoint";
import { FeedbackQuestionsResponse, SaveUserFeedbackRequest } from "../feedback";
import { ACTIVE_ERRORS } from "./shared";

/** The calls of the sign-out survey (spec 000 §4, §7). */
export const feedbackEndpoints = {
  feedbackQuestions: endpoint({
    summary: "The sign-out survey's questions and score bands in en, de and hi.",
    spec: "000 §4",
    method: "GET",
    root: "rest",
    path: "loginUser/feedbackQuestions",
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: FeedbackQuestionsResponse },
    session: "active",
    errors: ACTIVE_ERRORS,
  }),
  saveUserFeedback: endpoint({
    summary: "Saves the survey's answers with their total and the comment.",
    spec: "000 §4, §7",
    method: "POST",
    root: "rest",
    path: "saveUserFeedback",
    request: SaveUserFeedbackRequest,
    encoding: "json",
    response: { kind: "json", schema: StatusOkResponse },
    session: "active",
    errors: [...ACTIVE_ERRORS, "FEEDBACK.INCOMPLETE", "FEEDBACK.COMMENT_REQUIRED", "REQUEST.RATE_LIMITED"],
    // No read shows the answers; the sign-out follows.
    invalidates: [],
  }),
} as const;
