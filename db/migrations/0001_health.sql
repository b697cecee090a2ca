-- A tiny table the health check and restart tests can write to; real tables come with their features.
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
