import { beforeEach, describe, expect, it } from "vitest";
import { newBrowser, outcome, raw, signInActive } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();
beforeEach(async () => {
  await deps.db.query("DELETE FROM user_feedback");
});

const signedIn = async () => {
  const b = newBrowser(deps);
  await signInActive(b, deps.db, "ravi");
  return b;
};

const answers = (...scores: number[]) =>
  scores.map((optionscore, i) => ({ qid: `Q${String(i + 1)}`, optionscore }));
const sum = (...scores: number[]) => scores.reduce((a, b) => a + b, 0);

const saved = () =>
  deps.db.query<{ username: string; total: number; comments: string; answers: string; submitted_at: Date }>(
    "SELECT * FROM user_feedback",
  );

describe("loginUser/feedbackQuestions", () => {
  it("serves the seeded questions, options and bands in en, de and hi", async () => {
    const b = await signedIn();
    const answer = await outcome(b.bank.call("feedbackQuestions", {}));
    expect(answer.status).toBe(200);
    const survey = answer.body as {
      questions: {
        qid: string;
        qstn: Record<string, string>;
        options: { optionscore: number; optionDesc: Record<string, string> }[];
      }[];
      bands: { minScor: number; maxScor: number; cmtNeed: boolean; msg: Record<string, string> }[];
    };
    expect(survey.questions.map((q) => q.qid)).toEqual(["Q1", "Q2", "Q3"]);
    for (const question of survey.questions) {
      expect(question.options.map((o) => o.optionscore)).toEqual([1, 2, 3, 4, 5]);
      expect(Object.keys(question.qstn).sort()).toEqual(["de", "en", "hi"]);
    }
    expect(survey.bands.map((band) => [band.minScor, band.maxScor, band.cmtNeed])).toEqual([
      [3, 7, true],
      [8, 11, false],
      [12, 15, false],
    ]);
    expect(survey.bands[0]?.msg["hi"]).not.toBe(survey.bands[0]?.msg["en"]);
    // Every stored text exists in the three languages, and German and Hindi are not English.
    const texts = [
      ...survey.questions.flatMap((q) => [q.qstn, ...q.options.map((o) => o.optionDesc)]),
      ...survey.bands.map((band) => band.msg),
    ];
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual(["de", "en", "hi"]);
      for (const lang of ["en", "de", "hi"]) expect(text[lang]?.trim()).not.toBe("");
      expect(text["de"]).not.toBe(text["en"]);
      expect(text["hi"]).not.toBe(text["en"]);
    }
  });

  it("answers the recommend question on a likelihood scale, in en, de and hi, scored 1 to 5", async () => {
    const b = await signedIn();
    const answer = await outcome(b.bank.call("feedbackQuestions", {}));
    const survey = answer.body as {
      questions: {
        qstn: Record<string, string>;
        options: { optionscore: number; optionDesc: Record<string, string> }[];
      }[];
    };
    const recommend = survey.questions.find((q) => q.qstn["en"]?.includes("recommend"));
    expect(recommend?.options.map((o) => [o.optionscore, o.optionDesc])).toEqual([
      [1, { en: "Very unlikely", de: "Sehr unwahrscheinlich", hi: "बहुत असंभावित" }],
      [2, { en: "Unlikely", de: "Unwahrscheinlich", hi: "असंभावित" }],
      [
        3,
        {
          en: "Neither likely nor unlikely",
          de: "Weder wahrscheinlich noch unwahrscheinlich",
          hi: "न संभावित, न असंभावित",
        },
      ],
      [4, { en: "Likely", de: "Wahrscheinlich", hi: "संभावित" }],
      [5, { en: "Very likely", de: "Sehr wahrscheinlich", hi: "बहुत संभावित" }],
    ]);
    // The other questions keep their quality scale.
    expect(survey.questions[0]?.options[0]?.optionDesc["en"]).toBe("Very poor");
  });

  it("needs a session", async () => {
    const b = newBrowser(deps);
    expect((await outcome(b.bank.call("feedbackQuestions", {}))).status).toBe(401);
  });
});

describe("saveUserFeedback", () => {
  it("refuses an incomplete survey and an unknown option", async () => {
    const b = await signedIn();
    const missing = await outcome(
      b.bank.call("saveUserFeedback", { feedback: answers(5, 5), total: 10, comments: "" }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "FEEDBACK.INCOMPLETE" });
    const unknown = await outcome(
      b.bank.call("saveUserFeedback", { feedback: answers(5, 5, 9), total: 19, comments: "" }),
    );
    expect(unknown.body).toMatchObject({ code: "FEEDBACK.INCOMPLETE" });
    expect(await saved()).toHaveLength(0);
  });

  it("requires a comment in the band that needs one, not above it", async () => {
    const b = await signedIn();
    const low = await outcome(
      b.bank.call("saveUserFeedback", { feedback: answers(2, 3, 2), total: sum(2, 3, 2), comments: "   " }),
    );
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      code: "FEEDBACK.COMMENT_REQUIRED",
      statusMsg: "Please enter your comments",
    });
    const edge = await outcome(
      b.bank.call("saveUserFeedback", { feedback: answers(3, 3, 2), total: 8, comments: "" }),
    );
    expect(edge.status).toBe(200);
  });

  it("refuses a total that is not the sum and a repeated question", async () => {
    const b = await signedIn();
    const total = await outcome(
      b.bank.call("saveUserFeedback", { feedback: answers(5, 5, 5), total: 3, comments: "" }),
    );
    expect(total.status).toBe(400);
    expect(total.body).toMatchObject({ code: "REQUEST.INVALID" });
    const repeated = await outcome(
      b.bank.call("saveUserFeedback", {
        feedback: [...answers(5, 5, 5), { qid: "Q1", optionscore: 1 }],
        total: 16,
        comments: "",
      }),
    );
    expect(repeated.status).toBe(400);
    // Too long a comment breaks the request's schema: the client would not send it.
    const long = await raw(b, "POST", "/app/rest/saveUserFeedback", {
      json: { feedback: answers(5, 5, 5), total: 15, comments: "x".repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(await saved()).toHaveLength(0);
  });

  it("saves a valid survey with the user id, time and trimmed comment", async () => {
    const b = await signedIn();
    const answer = await outcome(
      b.bank.call("saveUserFeedback", {
        feedback: answers(1, 2, 1),
        total: 4,
        comments: "  Pages were slow.  ",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200 });
    const rows = await saved();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: "ravi", total: 4, comments: "Pages were slow." });
    expect(JSON.parse(rows[0]!.answers)).toEqual([
      { qid: "Q1", score: 1 },
      { qid: "Q2", score: 2 },
      { qid: "Q3", score: 1 },
    ]);
    expect(new Date(rows[0]!.submitted_at).toISOString()).toBe(deps.clock.now().toISOString());
  });

  it("answers 429 REQUEST.RATE_LIMITED after 5 surveys a minute from one user id (the refused one is not saved)", async () => {
    const b = await signedIn();
    const send = () =>
      outcome(b.bank.call("saveUserFeedback", { feedback: answers(5, 5, 5), total: 15, comments: "" }));
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({ status: 429, body: { code: "REQUEST.RATE_LIMITED" } });
    expect(await saved()).toHaveLength(5);
    deps.clock.advance(61_000);
    expect((await send()).status).toBe(200);
  });
});
