import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to content": the first stop of the keyboard, visible only when focused. */
export function SkipLink() {
  return (
    <a
      className={classes.skipLink}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus without touching the router's URL.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to content
    </a>
  );
}
