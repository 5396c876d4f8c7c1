import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  commentThreshold,
  FEEDBACK_MESSAGES,
  feedbackBand,
  type FeedbackBand,
  type FeedbackQuestion,
  isCommentRequired,
  SPEC_FEEDBACK_TIMEOUT_MS,
  validateFeedback,
} from "./Feedback";

const options = [1, 2, 3, 4, 5].map((s) => ({ optionDesc: `o${s}`, optionscore: s }));
const questions: FeedbackQuestion[] = [
  { qid: "q1", options },
  { qid: "q2", options },
];
const bands: FeedbackBand[] = [
  { minScor: 0, maxScor: 4, msg: "Sorry", cmtNeed: true },
  { minScor: 5, maxScor: 7, msg: "Thanks", cmtNeed: false },
  { minScor: 8, maxScor: 10, msg: "Great", cmtNeed: false },
];

describe("commentThreshold and isCommentRequired (spec 000 section 5)", () => {
  it("the threshold is the top of the band that needs comments", () => {
    expect(commentThreshold(bands)).toBe(4);
    expect(commentThreshold([...bands, { minScor: 5, maxScor: 6, msg: "", cmtNeed: true }])).toBe(6);
    expect(commentThreshold(bands.map((b) => ({ ...b, cmtNeed: false })))).toBeNull();
    expect(commentThreshold([])).toBeNull();
  });

  it.each([
    [0, true],
    [4, true],
    [5, false],
    [10, false],
    [-1, true],
  ])("total %d -> comment required %s", (total, required) => {
    expect(isCommentRequired(total, bands)).toBe(required);
  });

  it("never required when no band needs comments", () => {
    fc.assert(
      fc.property(fc.integer(), (total) => {
        expect(isCommentRequired(total, [])).toBe(false);
      }),
    );
  });
});

describe("feedbackBand", () => {
  it.each([
    [0, "Sorry"],
    [4, "Sorry"],
    [5, "Thanks"],
    [7, "Thanks"],
    [8, "Great"],
    [10, "Great"],
    [11, null],
    [-1, null],
  ])("%d -> %s", (total, msg) => {
    expect(feedbackBand(total, bands)?.msg ?? null).toBe(msg);
  });
});

describe("validateFeedback (spec 000 section 5, spec 002 section 5)", () => {
  it.each<[Record<string, number | undefined>, string, unknown]>([
    [
      { q1: 5, q2: 5 },
      "",
      Result.succeed({
        feedback: [
          { qid: "q1", score: 5 },
          { qid: "q2", score: 5 },
        ],
        total: 10,
        comments: "",
      }),
    ],
    [
      { q1: 3, q2: 2 },
      "",
      Result.succeed({
        feedback: [
          { qid: "q1", score: 3 },
          { qid: "q2", score: 2 },
        ],
        total: 5,
        comments: "",
      }),
    ],
    [{ q1: 2, q2: 2 }, "", Result.fail("FEEDBACK.COMMENT_REQUIRED")],
    [{ q1: 2, q2: 2 }, "   ", Result.fail("FEEDBACK.COMMENT_REQUIRED")],
    [
      { q1: 2, q2: 2 },
      " slow ",
      Result.succeed({
        feedback: [
          { qid: "q1", score: 2 },
          { qid: "q2", score: 2 },
        ],
        total: 4,
        comments: "slow",
      }),
    ],
    [{ q1: 5 }, "", Result.fail("FEEDBACK.INCOMPLETE")],
    [{ q1: 5, q2: undefined }, "x", Result.fail("FEEDBACK.INCOMPLETE")],
    [{ q1: 5, q2: 6 }, "x", Result.fail("FEEDBACK.INCOMPLETE")],
    [{}, "", Result.fail("FEEDBACK.INCOMPLETE")],
  ])("%j %j -> %j", (answers, comments, expected) => {
    expect(validateFeedback({ questions, answers, comments, bands })).toEqual(expected);
  });

  it("no questions and no comment-needing band: an empty survey is complete", () => {
    expect(validateFeedback({ questions: [], answers: {}, comments: "", bands: [] })).toEqual(
      Result.succeed({ feedback: [], total: 0, comments: "" }),
    );
  });

  it("complete answers fail only for a missing comment at or below the threshold", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        (a, b, hasComment) => {
          const result = validateFeedback({
            questions,
            answers: { q1: a, q2: b },
            comments: hasComment ? "c" : "",
            bands,
          });
          expect(Result.isSuccess(result)).toBe(hasComment || a + b > 4);
        },
      ),
    );
  });

  it("texts and time-out of the spec", () => {
    expect(FEEDBACK_MESSAGES["FEEDBACK.INCOMPLETE"]).toBe("Please give your feedback to all the questions");
    expect(FEEDBACK_MESSAGES["FEEDBACK.COMMENT_REQUIRED"]).toBe("Please enter your comments");
    expect(SPEC_FEEDBACK_TIMEOUT_MS).toBe(60_000);
  });
});
