import { Schema } from "effect";
import { MultilineText, NaturalInt32, Text } from "./common";

/** The longest feedback comment the server keeps. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 500;

/** A text in the three languages of the app. */
export const LocalizedText = Schema.Struct({ en: Schema.String, de: Schema.String, hi: Schema.String });
/** Decoded {@link LocalizedText}. */
export type LocalizedText = typeof LocalizedText.Type;

/** One survey question of `GET loginUser/feedbackQuestions` with its options and their scores. */
export const FeedbackQuestionBody = Schema.Struct({
  qid: Schema.String,
  qstn: LocalizedText,
  options: Schema.Array(Schema.Struct({ optionDesc: LocalizedText, optionscore: Schema.Number })),
});
/** Decoded {@link FeedbackQuestionBody}. */
export type FeedbackQuestionBody = typeof FeedbackQuestionBody.Type;

/** One response band of the total score; `cmtNeed` bands need a comment. */
export const FeedbackBandBody = Schema.Struct({
  minScor: Schema.Number,
  maxScor: Schema.Number,
  msg: LocalizedText,
  cmtNeed: Schema.Boolean,
});
/** Decoded {@link FeedbackBandBody}. */
export type FeedbackBandBody = typeof FeedbackBandBody.Type;

/** `GET loginUser/feedbackQuestions` response. */
export const FeedbackQuestionsResponse = Schema.Struct({
  questions: Schema.Array(FeedbackQuestionBody),
  bands: Schema.Array(FeedbackBandBody),
});
/** Decoded {@link FeedbackQuestionsResponse}. */
export type FeedbackQuestionsResponse = typeof FeedbackQuestionsResponse.Type;

/** `POST saveUserFeedback` request: the chosen score per question, their total and the comment. */
export const SaveUserFeedbackRequest = Schema.Struct({
  feedback: Schema.Array(
    Schema.Struct({
      qid: Text(32, 1),
      optionscore: NaturalInt32,
    }),
  ).check(Schema.isMaxLength(50)),
  total: NaturalInt32,
  comments: MultilineText(FEEDBACK_COMMENT_MAX_LENGTH),
});
/** Decoded {@link SaveUserFeedbackRequest}. */
export type SaveUserFeedbackRequest = typeof SaveUserFeedbackRequest.Type;
