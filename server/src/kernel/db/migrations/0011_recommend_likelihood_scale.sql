-- The question "How likely are you to recommend ..." (Q3) asks for a likelihood, so its options
-- are a likelihood scale, not the quality scale of the other questions. Same scores (1 to 5, in
-- the same order), so the totals and the comment bands are unchanged.
UPDATE feedback_options AS o
   SET text_en = s.text_en, text_de = s.text_de, text_hi = s.text_hi
  FROM (VALUES
    (1, 'Very unlikely', 'Sehr unwahrscheinlich', 'बहुत असंभावित'),
    (2, 'Unlikely', 'Unwahrscheinlich', 'असंभावित'),
    (3, 'Neither likely nor unlikely', 'Weder wahrscheinlich noch unwahrscheinlich', 'न संभावित, न असंभावित'),
    (4, 'Likely', 'Wahrscheinlich', 'संभावित'),
    (5, 'Very likely', 'Sehr wahrscheinlich', 'बहुत संभावित')
  ) AS s (score, text_en, text_de, text_hi)
 WHERE o.qid = 'Q3' AND o.score = s.score;
