import { INPUT_DEBOUNCE_MS } from '@armada/domain';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

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
  // The latest callback, so a pending debounce never searches with an outdated list state.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL can change the search too (back button, a link): the box follows it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

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
