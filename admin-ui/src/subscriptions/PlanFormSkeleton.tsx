import { Card, CardContent, Skeleton } from '@mui/material';

export function PlanFormSkeleton() {
  return (
    <Card sx={{ mt: 2 }} data-testid="plan-skeleton">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="text" width="25%" />
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </CardContent>
    </Card>
  );
}
