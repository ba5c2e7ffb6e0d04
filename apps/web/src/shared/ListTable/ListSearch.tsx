import { INPUT_DEBOUNCE_MS } from '@armada/domain';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

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

  // A navigation under way is where the user went after typing (a row whose page is still loading):
  // the pause must not end in a search that takes them back to the list. If they stay on the list,
  // the pause starts again once the navigation is over.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating || text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, navigating]);

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
