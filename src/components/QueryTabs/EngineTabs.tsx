import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Where the reader's engine is kept: the key Docusaurus's own tabs would use for this group. */
const STORAGE_KEY = 'docusaurus.tab.query-engine';
/** Tells every group of tabs on the page that the reader picked an engine. */
const CHANGE_EVENT = 'query-engine-change';

function storedEngine(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export interface EngineTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs, one per engine, following the WAI-ARIA tabs pattern (arrow keys, Home, End),
 * with the reader's choice shared by every group on the site. Docusaurus's Tabs would do,
 * but they remount their content once the page is live, which makes every code block
 * inside load its interactive code at once; these keep the server's markup as it is.
 */
export default function EngineTabs({tabs}: {tabs: EngineTab[]}): ReactNode {
  const [selected, setSelected] = useState(tabs[0].value);
  const id = useId();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    const follow = (value: string | null) => {
      if (value && tabs.some((tab) => tab.value === value)) setSelected(value);
    };
    follow(storedEngine());
    const onChange = (event: Event) => follow((event as CustomEvent<string>).detail);
    window.addEventListener(CHANGE_EVENT, onChange);
    return () => window.removeEventListener(CHANGE_EVENT, onChange);
  }, [tabs]);

  const choose = (value: string) => {
    setSelected(value);
    try {
      localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Storage can be off (private mode); the choice then holds for this page only.
    }
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, {detail: value}));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(tabs[target].value);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={`tabs-container ${styles.engineTabs}`}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <li
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-controls={`${id}-panel-${tab.value}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={`tabs__item${active ? ' tabs__item--active' : ''}`}
              onClick={() => choose(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}>
              {tab.label}
            </li>
          );
        })}
      </ul>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== selected}
          className="margin-top--md">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
