import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useListInputPause } from './useListInputPause';

interface ListSearchProps {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
}

/**
 * The list's search box. Typing searches after a pause of INPUT_DEBOUNCE_MS (fleet-task-planning.md
 * section 9) so the server is not asked once per key; Enter or the search button search at once.
 */
export function ListSearch({ value, onSearch, label, placeholder }: ListSearchProps) {
  const [text, setText] = useState(value);

  // The URL can change the search too (back button, a link): the box follows it.
  useEffect(() => setText(value), [value]);
  useListInputPause(text.trim(), value, () => onSearch(text));

  return (
    <Input.Search
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => {
        setText(next);
        if (next.trim() !== value) onSearch(next);
      }}
      allowClear
      aria-label={label}
      placeholder={placeholder}
      style={{ width: '100%', maxWidth: 360 }}
    />
  );
}
