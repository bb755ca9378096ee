import { useId, useRef, useState, type KeyboardEvent, type Key, type ReactNode } from 'react';
import styles from './console-tabs.module.css';

export interface ConsoleTab {
  key: Key;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Panels behind a row of tabs, as antd's tabs draw them and with the keyboard the tab pattern
 * asks for: the arrows, Home and End move between tabs, and only the chosen tab is in the tab
 * order. A panel is drawn once first chosen and then kept, hidden while another is chosen, so a
 * form half filled in one tab survives a look at the other.
 */
export function ConsoleTabs({ items, className }: { items: ConsoleTab[]; className?: string }) {
  const [active, setActive] = useState<Key | undefined>(items[0]?.key);
  const [visited, setVisited] = useState<ReadonlySet<Key | undefined>>(() => new Set([active]));
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = items.find((item) => item.key === active) ?? items[0];
  const open = (key: Key) => {
    setActive(key);
    setVisited((seen) => new Set(seen).add(key));
  };
  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    open(item.key);
    tabs.current[items.indexOf(item)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className={className}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => {
          const selected = item.key === current?.key;
          return (
            <button
              key={item.key}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => open(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) =>
        item.key === current?.key || visited.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={item.key !== current?.key}
            className={styles.panel}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
