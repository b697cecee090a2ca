-- Fixed-window counters for our own endpoints (better-auth keeps its own in "rateLimit").
-- In the database so that several instances share them.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  count integer not null
);
