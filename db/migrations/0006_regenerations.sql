-- "Regenerate one tone" (issue 8): at most twice per tone within one paid rewrite, at no extra credit.
-- Keyed by the rewrite's usage row; nothing about the draft is kept.
create table rewrite_regenerations (
  usage_id bigint not null references usage_logs (id) on delete cascade,
  tone text not null check (tone in ('sassy', 'chill', 'soft')),
  count integer not null check (count between 1 and 2),
  primary key (usage_id, tone)
);
