-- Credits (decisions.md, "Credits"): the spec's subscriptions and usage_logs, plus purchases.
-- A subscription row exists once a user has paid; without one the allowance is the free rewrite.
create table subscriptions (
  user_id text primary key references "user" ("id") on delete cascade,
  status text not null default 'inactive' check (status in ('active', 'inactive')),
  daily_limit integer not null default 0 check (daily_limit >= 0),
  total_limit integer not null default 0 check (total_limit >= 0),
  stripe_customer_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per rewrite taken; no text of the draft, ever.
create table usage_logs (
  id bigint generated always as identity primary key,
  user_id text not null references "user" ("id") on delete cascade,
  date timestamptz not null default now()
);
create index usage_logs_user_date_idx on usage_logs (user_id, date);

-- One row per paid Checkout Session: the unique session id makes granting exactly-once.
-- Deleting the account keeps the accounting fields and drops the link to the person.
create table purchases (
  id bigint generated always as identity primary key,
  stripe_session_id text not null unique,
  user_id text references "user" ("id") on delete set null,
  pack_id text not null,
  price_id text not null,
  credits integer not null check (credits > 0),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'usd',
  mode text not null check (mode in ('stripe', 'demo')),
  created_at timestamptz not null default now()
);
create index purchases_user_idx on purchases (user_id);
