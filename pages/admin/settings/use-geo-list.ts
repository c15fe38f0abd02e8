import { useState } from 'react';
import { matches } from './geo-form.js';

/** State shared by the countries and languages tabs: the list, its search box and the add/edit dialog. */
export function useGeoList<T extends { id: number }>(initial: T[], texts: (item: T) => (string | null | undefined)[]) {
  const [items, setItems] = useState(initial);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    shown: items.filter((item) => matches(query, ...texts(item))),
    setItems,
    query,
    setQuery,
    editing,
    setEditing,
    /** Remounts the dialog per row so its form starts from that row's values. */
    editingKey: editing === 'new' || editing === null ? 'new' : editing.id,
    editingItem: editing === 'new' || editing === null ? undefined : editing,
    close: () => setEditing(null),
    saved: (list: T[]) => {
      setItems(list);
      setEditing(null);
    },
  };
}
