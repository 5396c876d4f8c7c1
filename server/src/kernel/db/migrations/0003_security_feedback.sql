-- Security settings (current-password checks, password and user id change, forced reset) and the
-- sign-out feedback survey.

-- A session that must change its password(s) before anything else (forced reset after sign-in).
ALTER TABLE sessions DROP CONSTRAINT sessions_state_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_state_check
  CHECK (state IN ('PENDING_MFA', 'PENDING_RESET', 'ACTIVE'));
-- Set at sign-in when a reset is due: the session becomes PENDING_RESET instead of ACTIVE.
ALTER TABLE sessions ADD COLUMN reset_pending BOOLEAN NOT NULL DEFAULT FALSE;
-- When the current login / transaction password was verified on the security-info page (5 minutes).
ALTER TABLE sessions ADD COLUMN login_pwd_checked_at TIMESTAMPTZ;
ALTER TABLE sessions ADD COLUMN txn_pwd_checked_at TIMESTAMPTZ;

-- Wrong current passwords in a row on the security-info page (the 3rd locks the user id, spec code 1019).
ALTER TABLE users ADD COLUMN security_failure_count INTEGER NOT NULL DEFAULT 0;

-- A user id change renames users.username: the rows that name the user follow it.
ALTER TABLE sessions DROP CONSTRAINT sessions_username_fkey;
ALTER TABLE sessions ADD CONSTRAINT sessions_username_fkey
  FOREIGN KEY (username) REFERENCES users (username) ON UPDATE CASCADE;

-- The sign-out survey: questions, their options and the response bands of the total score.
CREATE TABLE feedback_questions (
  qid TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  text_en TEXT NOT NULL,
  text_de TEXT NOT NULL,
  text_hi TEXT NOT NULL
);

CREATE TABLE feedback_options (
  qid TEXT NOT NULL REFERENCES feedback_questions (qid),
  score INTEGER NOT NULL,
  text_en TEXT NOT NULL,
  text_de TEXT NOT NULL,
  text_hi TEXT NOT NULL,
  PRIMARY KEY (qid, score)
);

CREATE TABLE feedback_bands (
  min_score INTEGER NOT NULL,
  max_score INTEGER NOT NULL,
  comment_needed BOOLEAN NOT NULL,
  msg_en TEXT NOT NULL,
  msg_de TEXT NOT NULL,
  msg_hi TEXT NOT NULL,
  PRIMARY KEY (min_score),
  CHECK (min_score <= max_score)
);

CREATE TABLE user_feedback (
  id BIGSERIAL PRIMARY KEY,
  username TEXT NOT NULL REFERENCES users (username) ON UPDATE CASCADE,
  answers TEXT NOT NULL,
  total INTEGER NOT NULL,
  comments TEXT NOT NULL,
  submitted_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX user_feedback_username ON user_feedback (username, submitted_at);

INSERT INTO feedback_questions (qid, position, text_en, text_de, text_hi) VALUES
  ('Q1', 1, 'How easy was it to find what you needed?',
     'Wie leicht haben Sie gefunden, was Sie brauchten?',
     'आपको जो चाहिए था, वह ढूँढना कितना आसान था?'),
  ('Q2', 2, 'How satisfied are you with the speed of the service?',
     'Wie zufrieden sind Sie mit der Geschwindigkeit des Dienstes?',
     'आप सेवा की गति से कितने संतुष्ट हैं?'),
  ('Q3', 3, 'How likely are you to recommend our internet banking?',
     'Wie wahrscheinlich empfehlen Sie unser Internetbanking weiter?',
     'आप हमारी इंटरनेट बैंकिंग की सिफ़ारिश करने की कितनी संभावना रखते हैं?');

INSERT INTO feedback_options (qid, score, text_en, text_de, text_hi)
SELECT q.qid, o.score, o.text_en, o.text_de, o.text_hi
  FROM feedback_questions q
 CROSS JOIN (VALUES
   (1, 'Very poor', 'Sehr schlecht', 'बहुत खराब'),
   (2, 'Poor', 'Schlecht', 'खराब'),
   (3, 'Average', 'Mittelmäßig', 'औसत'),
   (4, 'Good', 'Gut', 'अच्छा'),
   (5, 'Excellent', 'Ausgezeichnet', 'उत्कृष्ट')
 ) AS o (score, text_en, text_de, text_hi);

INSERT INTO feedback_bands (min_score, max_score, comment_needed, msg_en, msg_de, msg_hi) VALUES
  (3, 7, TRUE, 'We are sorry. Please tell us what went wrong.',
     'Das tut uns leid. Bitte sagen Sie uns, was schiefgelaufen ist.',
     'हमें खेद है। कृपया बताएँ कि क्या गलत हुआ।'),
  (8, 11, FALSE, 'Thank you. We will keep improving.',
     'Vielen Dank. Wir werden uns weiter verbessern.',
     'धन्यवाद। हम सुधार करते रहेंगे।'),
  (12, 15, FALSE, 'Thank you for your kind feedback.',
     'Vielen Dank für Ihr freundliches Feedback.',
     'आपकी सुखद प्रतिक्रिया के लिए धन्यवाद।');
