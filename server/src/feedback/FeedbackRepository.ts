import type { FeedbackQuestionsResponse } from "../../../src/adapters/rib/contract/feedback";
import type { Queryable } from "../kernel/db/Database";

interface Texts {
  readonly text_en: string;
  readonly text_de: string;
  readonly text_hi: string;
}

const localized = (row: Texts) => ({ en: row.text_en, de: row.text_de, hi: row.text_hi });

/** The sign-out survey: its questions, options and bands, and the customers' answers. */
export class FeedbackRepository {
  constructor(private readonly db: Queryable) {}

  /** The survey as stored in `feedback_questions`, `feedback_options` and `feedback_bands`. */
  async survey(): Promise<FeedbackQuestionsResponse> {
    const questions = await this.db.query<Texts & { qid: string }>(
      "SELECT qid, text_en, text_de, text_hi FROM feedback_questions ORDER BY position, qid",
    );
    const options = await this.db.query<Texts & { qid: string; score: number }>(
      "SELECT qid, score, text_en, text_de, text_hi FROM feedback_options ORDER BY qid, score",
    );
    const bands = await this.db.query<{
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

  /** Saves a customer's checked answers (as JSON), their total and comments, with the time. */
  async save(answer: {
    readonly username: string;
    readonly answers: unknown;
    readonly total: number;
    readonly comments: string;
    readonly at: Date;
  }): Promise<void> {
    await this.db.query(
      "INSERT INTO user_feedback (username, answers, total, comments, submitted_at) VALUES ($1, $2, $3, $4, $5)",
      [answer.username, JSON.stringify(answer.answers), answer.total, answer.comments, answer.at],
    );
  }
}
