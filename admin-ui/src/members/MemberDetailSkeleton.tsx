import { Box, Card, CardContent, Skeleton } from '@mui/material';

export function MemberDetailSkeleton() {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="member-skeleton">
      <Skeleton variant="text" width="40%" height={48} />
      {[0, 1].map((n) => (
        <Card key={n}>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Skeleton width="30%" />
            <Skeleton variant="rounded" height={80} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
