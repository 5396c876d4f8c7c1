import { Result } from "effect";

/** A survey question and its options (spec 002 section 3: qid, qstn, options with optionscore). */
export interface FeedbackQuestion {
  readonly qid: string;
  readonly options: readonly { readonly optionDesc: string; readonly optionscore: number }[];
}

/** A response band of the total score (spec 002 section 3: minScor, maxScor, msg, cmtNeed). */
export interface FeedbackBand {
  readonly minScor: number;
  readonly maxScor: number;
  readonly msg: string;
  /** Whether a total in this band needs a comment. */
  readonly cmtNeed: boolean;
}

/** Why the survey cannot be saved (spec 000 section 5; spec 002 section 5). */
export type FeedbackError = "FEEDBACK.INCOMPLETE" | "FEEDBACK.COMMENT_REQUIRED";

/** The i18n texts the spec gives for each error. */
export const FEEDBACK_MESSAGES: Readonly<Record<FeedbackError, string>> = {
  "FEEDBACK.INCOMPLETE": "Please give your feedback to all the questions",
  "FEEDBACK.COMMENT_REQUIRED": "Please enter your comments",
};

/** The spec's feedback time-out (spec 000 section 9); GUIDE section 5 gives it the idle warning. */
export const SPEC_FEEDBACK_TIMEOUT_MS = 60_000;

/** The `saveUserFeedback` payload: the chosen score per question, the total and the comment. */
export interface FeedbackSubmission {
  readonly feedback: readonly { readonly qid: string; readonly score: number }[];
  readonly total: number;
  readonly comments: string;
}

/**
 * The comment threshold: the highest `maxScor` of the bands that need a comment, or null when no
 * band needs one (spec 000 section 5: a comment is required at or below that threshold).
 */
export function commentThreshold(bands: readonly FeedbackBand[]): number | null {
  const needing = bands.filter((band) => band.cmtNeed).map((band) => band.maxScor);
  return needing.length === 0 ? null : Math.max(...needing);
}

/** Whether a total score needs a comment: at or below the comment threshold (spec 000 section 5). */
export function isCommentRequired(total: number, bands: readonly FeedbackBand[]): boolean {
  const threshold = commentThreshold(bands);
  return threshold !== null && total <= threshold;
}

/** The band whose inclusive range holds the total (its `msg` is shown), or null. */
export function feedbackBand(total: number, bands: readonly FeedbackBand[]): FeedbackBand | null {
  return bands.find((band) => total >= band.minScor && total <= band.maxScor) ?? null;
}

/**
 * Validates the logout survey (spec 000 section 5; spec 002 section 5): every question answered
 * with one of its option scores ("Please give your feedback to all the questions"), then a
 * non-blank comment when the total is at or below the comment threshold ("Please enter your
 * comments"). Succeeds with the payload of `saveUserFeedback`, the comment trimmed.
 */
export function validateFeedback(input: {
  readonly questions: readonly FeedbackQuestion[];
  /** The chosen option score per qid; a missing qid is unanswered. */
  readonly answers: Readonly<Record<string, number | undefined>>;
  readonly comments: string;
  readonly bands: readonly FeedbackBand[];
}): Result.Result<FeedbackSubmission, FeedbackError> {
  const feedback: { qid: string; score: number }[] = [];
  for (const question of input.questions) {
    const score = input.answers[question.qid];
    if (score === undefined || !question.options.some((option) => option.optionscore === score)) {
      return Result.fail("FEEDBACK.INCOMPLETE");
    }
    feedback.push({ qid: question.qid, score });
  }
  const total = feedback.reduce((sum, answer) => sum + answer.score, 0);
  const comments = input.comments.trim();
  if (comments === "" && isCommentRequired(total, input.bands))
    return Result.fail("FEEDBACK.COMMENT_REQUIRED");
  return Result.succeed({ feedback, total, comments });
}
