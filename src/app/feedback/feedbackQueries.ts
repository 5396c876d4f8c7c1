import { mutationOptions } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/** `GET loginUser/feedbackQuestions`: the survey's questions and score bands in en, de and hi. */
export const feedbackQuestionsQuery = (bank: Bank) => bankQuery(bank, "feedbackQuestions", {});

/** The survey as the bank answers it. */
export type FeedbackSurveyAnswer = BankCalls["feedbackQuestions"]["response"];

/** `POST saveUserFeedback`: the chosen scores with their total (the server checks it) and the comment. */
export const saveFeedbackMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["saveUserFeedback"],
    mutationFn: (input: {
      readonly answers: readonly { readonly qid: string; readonly optionscore: number }[];
      readonly comments: string;
    }) =>
      bank.call("saveUserFeedback", {
        feedback: input.answers.map((answer) => ({ qid: answer.qid, optionscore: answer.optionscore })),
        total: input.answers.reduce((sum, answer) => sum + answer.optionscore, 0),
        comments: input.comments,
      }),
    retry: false,
  });
