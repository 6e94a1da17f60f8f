-- Overnight hours (docs/decisions/025-overnight-hours.md): a closing time at or before the opening time is on the
-- next day (8 PM to 2 AM; the same time twice is 24 hours), so the closing time no longer has to be later.
ALTER TABLE "service_schedules" DROP CONSTRAINT "service_schedules_hours_check";