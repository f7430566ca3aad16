import { Box } from '@mui/material';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { useQuery } from '@tanstack/react-query';
import type { GymBrandDto } from '@gym/contracts';
import { getJson } from '../providers/dataProvider';

/** The gym's logo in force when the payment was recorded (as the PDF shows it), else the icon. */
export function ReceiptLogo({ at, name }: { at: string; name: string }) {
  const { data } = useQuery({
    queryKey: ['gymBrand', at],
    queryFn: () => getJson<GymBrandDto>(`gym?at=${encodeURIComponent(at)}`),
  });
  return data?.logoUrl ? (
    <Box
      component="img"
      src={data.logoUrl}
      alt={name}
      data-testid="receipt-logo"
      sx={{ height: 56, maxWidth: 160, objectFit: 'contain' }}
    />
  ) : (
    <FitnessCenterIcon color="primary" fontSize="large" />
  );
}
