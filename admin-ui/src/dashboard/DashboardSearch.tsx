import { useState, type FormEvent } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** Opens the member list with the search applied (react-admin reads `filter` from the URL). */
export function DashboardSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    navigate(
      text ? `/members?filter=${encodeURIComponent(JSON.stringify({ q: text }))}` : '/members',
    );
  };
  return (
    <form onSubmit={submit} role="search">
      <TextField
        size="small"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={translate('app.dashboard.searchPlaceholder')}
        sx={{ width: { xs: '100%', sm: 280 } }}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.dashboard.searchPlaceholder') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
