import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FakeBankApi } from "../testing/FakeBankApi";
import { renderApp } from "../testing/renderApp";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

const text = (en: string, de: string, hi: string) => ({ en, de, hi });
const OPTIONS = [
  text("Very poor", "Sehr schlecht", "बहुत खराब"),
  text("Poor", "Schlecht", "खराब"),
  text("Average", "Mittel", "औसत"),
  text("Good", "Gut", "अच्छा"),
  text("Excellent", "Ausgezeichnet", "उत्कृष्ट"),
];

/** Three questions of five options (scores 1 to 5); totals of 8 or less need a comment. */
function surveyBank(): { api: FakeBankApi; saved: unknown[] } {
  const api = new FakeBankApi();
  const saved: unknown[] = [];
  api.getFeedbackQuestions = async () => {
    api.calls.push("getFeedbackQuestions");
    return {
      questions: [
        {
          qid: "Q1",
          qstn: text(
            "How easy was it to sign in?",
            "Wie einfach war die Anmeldung?",
            "साइन इन करना कितना आसान था?",
          ),
        },
        {
          qid: "Q2",
          qstn: text("How fast were the pages?", "Wie schnell waren die Seiten?", "पेज कितने तेज़ थे?"),
        },
        {
          qid: "Q3",
          qstn: text(
            "How likely are you to recommend us?",
            "Wie wahrscheinlich empfehlen Sie uns?",
            "आप हमें कितनी संभावना से सुझाएँगे?",
          ),
        },
      ].map((q) => ({ ...q, options: OPTIONS.map((optionDesc, i) => ({ optionDesc, optionscore: i + 1 })) })),
      bands: [
        { minScor: 3, maxScor: 8, msg: text("Sorry", "Entschuldigung", "क्षमा करें"), cmtNeed: true },
        { minScor: 9, maxScor: 15, msg: text("Thanks", "Danke", "धन्यवाद"), cmtNeed: false },
      ],
    };
  };
  api.saveFeedback = async (input) => {
    api.calls.push("saveFeedback");
    saved.push(input);
  };
  return { api, saved };
}

async function openSurvey(api: FakeBankApi) {
  const user = userEvent.setup();
  await renderApp({ api, initialState: "dashboard", initialSession: signedIn });
  await user.click(await screen.findByRole("button", { name: "Sign out" }));
  const h1 = await screen.findByRole("heading", { level: 1, name: "Your feedback" });
  await waitFor(() => expect(h1).toHaveFocus());
  await screen.findByRole("radiogroup", { name: "How easy was it to sign in?" });
  return user;
}

async function answer(user: ReturnType<typeof userEvent.setup>, question: string, option: string) {
  await user.click(
    within(screen.getByRole("radiogroup", { name: question })).getByRole("radio", { name: option }),
  );
}

describe("the sign-out survey (state feedback)", () => {
  it("opens from the sign-out button with the server's questions as named radio groups", async () => {
    const { api } = surveyBank();
    await openSurvey(api);
    for (const name of [
      "How easy was it to sign in?",
      "How fast were the pages?",
      "How likely are you to recommend us?",
    ]) {
      const group = screen.getByRole("radiogroup", { name });
      expect(within(group).getAllByRole("radio")).toHaveLength(5);
    }
    expect(screen.getByRole("textbox", { name: "Your comments" })).toBeInTheDocument();
    expect(api.calls).not.toContain("logout");
  });

  it("asks for every question first: 'Please give your feedback to all the questions'", async () => {
    const { api } = surveyBank();
    const user = await openSurvey(api);
    await answer(user, "How easy was it to sign in?", "Good");
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    const summary = await screen.findByRole("alert");
    const link = within(summary).getByRole("link", {
      name: "Please give your feedback to all the questions",
    });
    expect(link).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.getByRole("radiogroup", { name: "How fast were the pages?" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("radiogroup", { name: "How easy was it to sign in?" })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(api.calls).not.toContain("saveFeedback");
  });

  it("needs a comment at or below the threshold of the band that needs one: 'Please enter your comments'", async () => {
    const { api } = surveyBank();
    const user = await openSurvey(api);
    await answer(user, "How easy was it to sign in?", "Good");
    await answer(user, "How fast were the pages?", "Poor");
    await answer(user, "How likely are you to recommend us?", "Poor"); // total 8 = the threshold
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", { name: "Please enter your comments" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your comments" })).toHaveAttribute("aria-invalid", "true");
    expect(api.calls).not.toContain("saveFeedback");
  });

  it("saves a low score with its comment, signs out and thanks the customer", async () => {
    const { api, saved } = surveyBank();
    const user = await openSurvey(api);
    await answer(user, "How easy was it to sign in?", "Very poor");
    await answer(user, "How fast were the pages?", "Poor");
    await answer(user, "How likely are you to recommend us?", "Average");
    await user.type(screen.getByRole("textbox", { name: "Your comments" }), "  Pages were slow.  ");
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByText("Thank you for your feedback.")).toBeInTheDocument();
    expect(saved).toEqual([
      {
        answers: [
          { qid: "Q1", optionscore: 1 },
          { qid: "Q2", optionscore: 2 },
          { qid: "Q3", optionscore: 3 },
        ],
        comments: "Pages were slow.",
      },
    ]);
    expect(api.calls.indexOf("saveFeedback")).toBeLessThan(api.calls.indexOf("logout"));
  });

  it("saves a high score without a comment", async () => {
    const { api, saved } = surveyBank();
    const user = await openSurvey(api);
    await answer(user, "How easy was it to sign in?", "Excellent");
    await answer(user, "How fast were the pages?", "Good");
    await answer(user, "How likely are you to recommend us?", "Average"); // total 12
    await user.click(screen.getByRole("button", { name: "Send feedback and sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(api.calls).toContain("logout");
  });

  it("'Skip and sign out' signs out at once without saving", async () => {
    const { api } = surveyBank();
    const user = await openSurvey(api);
    await user.click(screen.getByRole("button", { name: "Skip and sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(api.calls).toContain("logout");
    expect(api.calls).not.toContain("saveFeedback");
  });

  it("asks the questions in Hindi with the Hindi messages", async () => {
    const { api } = surveyBank();
    const user = userEvent.setup();
    await renderApp({ api, lang: "hi", initialState: "feedback", initialSession: signedIn });
    await screen.findByRole("radiogroup", { name: "साइन इन करना कितना आसान था?" });
    expect(screen.getAllByRole("radio", { name: "उत्कृष्ट" })).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "प्रतिक्रिया भेजें और साइन आउट करें" }));
    expect(
      within(await screen.findByRole("alert")).getByRole("link", {
        name: "कृपया सभी प्रश्नों पर अपनी प्रतिक्रिया दें",
      }),
    ).toBeInTheDocument();
  });

  it("has its own time-out with the warning; ignored, it signs out with the reason", async () => {
    const { api } = surveyBank();
    const original = api.getConfiguration.bind(api);
    api.getConfiguration = async () => ({
      ...(await original()),
      feedbackTimeoutMs: 1500,
      timeoutWarningMs: 1000,
    });
    await renderApp({ api, initialState: "feedback", initialSession: signedIn });
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "The feedback page is about to close" },
      { timeout: 3000 },
    );
    expect(within(dialog).getByRole("button", { name: "Continue session" })).toHaveFocus();
    expect(
      await screen.findByRole("heading", { level: 1, name: "You have signed out" }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The feedback page timed out, so you have been signed out.")).toBeInTheDocument();
    expect(api.calls).toContain("logout");
    expect(api.calls).not.toContain("saveFeedback");
  });

  it("'Continue session' from the warning renews the server session and keeps the survey", async () => {
    const { api } = surveyBank();
    const original = api.getConfiguration.bind(api);
    api.getConfiguration = async () => ({
      ...(await original()),
      feedbackTimeoutMs: 1500,
      timeoutWarningMs: 1000,
    });
    const user = userEvent.setup();
    await renderApp({ api, initialState: "feedback", initialSession: signedIn });
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "The feedback page is about to close" },
      { timeout: 3000 },
    );
    await user.click(within(dialog).getByRole("button", { name: "Continue session" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls).toContain("extendSession");
    expect(screen.getByRole("heading", { level: 1, name: "Your feedback" })).toBeInTheDocument();
  });
});
