import { durationLabel, PLAN_DURATION_CHOICES } from '@gym/contracts';

export const durationChoices = PLAN_DURATION_CHOICES.map((days) => ({
  id: days,
  name: durationLabel(days),
}));
