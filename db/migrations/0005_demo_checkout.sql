-- Demo payments (decisions.md): the demo's own store of Checkout Sessions. Fulfilment retrieves a
-- session from here exactly as the Stripe path retrieves one from Stripe.
create table demo_checkout_sessions (
  id text primary key,
  user_id text references "user" ("id") on delete cascade,
  price_id text not null,
  amount_cents integer not null,
  currency text not null default 'usd',
  status text not null default 'open' check (status in ('open', 'complete')),
  payment_status text not null default 'unpaid' check (payment_status in ('unpaid', 'paid')),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
