import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

/** A search field that reports its text after a short pause in typing. */
export function SearchBox(props: { placeholder: string; onSearch: (q: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const { onSearch } = props;
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  const placeholder = translate(props.placeholder);
  return (
    <TextField
      size="small"
      fullWidth
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
