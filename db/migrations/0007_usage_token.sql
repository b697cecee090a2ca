-- A usage row carries a random token the app chooses before it writes the row. When the database goes
-- away while a credit is being taken or given back, the app cannot know whether the write landed; the
-- token lets it find the row once the database answers again and give the credit back (credits.ts).
alter table usage_logs add column token uuid unique;
