-- NRE and NRO accounts are savings accounts of a non-resident scheme (spec 002 section 5: "NRO or NRE
-- accounts matched to the source account's scheme code"): group SAV, the scheme kept in the account
-- type. Databases seeded before kept the scheme as the group, which no list of savings accounts shows.
UPDATE accounts SET account_type = account_group, account_group = 'SAV' WHERE account_group IN ('NRE', 'NRO');
