import type { MessageFileView } from '@casework/contract';
import { Loader, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useMessageFileBytes } from '../api/message-files.ts';
import { MessagePhotoDialog } from './message-photo-dialog.tsx';
import { photoLoadsByItself } from './message-photo-rules.ts';
import { formatFileSize } from './thread-format.ts';
import classes from './thread-pane.module.css';

export interface MessagePhotoProps {
  threadId: string;
  messageId: string;
  /** A file isPreviewablePhoto accepts. */
  file: MessageFileView;
}

/**
 * A photo attached to a message, shown in a frame of fixed size (nothing below it moves as it loads). A small one
 * loads once it scrolls into view; a larger one waits for "Show photo", so nobody downloads megabytes unasked.
 * Clicking the picture opens it at full size.
 */
export function MessagePhoto({ threadId, messageId, file }: MessagePhotoProps) {
  const byItself = photoLoadsByItself(file);
  const frameRef = useRef<HTMLDivElement>(null);
  const inView = useSeenOnScreen(frameRef, byItself);
  const [asked, setAsked] = useState(false);
  const bytes = useMessageFileBytes(threadId, messageId, file, asked || (byItself && inView));
  const url = useObjectUrl(bytes.data);
  // The URL whose picture the browser could not draw: it stays failed until other bytes arrive.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const failed = bytes.isError || (url !== null && url === brokenUrl);
  const shown = !failed && url !== null;
  const busy = bytes.fetchStatus !== 'idle';
  const offline = bytes.fetchStatus === 'paused';

  // After "Show photo" or "Try again" the pressed button gives way to the picture or the message: focus follows.
  const focusNext = useRef(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNext.current || (!shown && !failed)) return;
    focusNext.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || frameRef.current?.contains(active))
      (shown ? openRef : retryRef).current?.focus();
  }, [shown, failed]);

  function ask() {
    focusNext.current = true;
    setAsked(true);
    if (failed) void bytes.refetch();
  }

  const alt = `Photo: ${file.name}`;
  let content;
  if (shown) {
    content = (
      <UnstyledButton
        ref={openRef}
        className={classes.photoOpen}
        onClick={() => setOpen(true)}
        title="Open full size"
      >
        <img src={url} alt={alt} className={classes.photoThumb} onError={() => setBrokenUrl(url)} />
      </UnstyledButton>
    );
  } else if (failed) {
    content = (
      <div className={classes.photoStatus}>
        <IconPhotoOff size={24} aria-hidden />
        <Text size="sm">Could not show this photo. Download it instead.</Text>
        <PendingButton ref={retryRef} variant="subtle" size="compact-sm" pending={busy} onClick={ask}>
          {/* One span: the button's label is a flex box, which would drop the spaces between separate pieces. */}
          <span>
            Try again <VisuallyHidden component="span">to show {file.name}</VisuallyHidden>
          </span>
        </PendingButton>
      </div>
    );
  } else if (!byItself) {
    content = (
      <div className={classes.photoStatus}>
        <IconPhoto size={24} aria-hidden />
        <PendingButton variant="default" size="compact-sm" pending={busy} onClick={ask}>
          <span>
            Show photo <VisuallyHidden component="span">{file.name}</VisuallyHidden>{' '}
            {`(${formatFileSize(file.size)})`}
          </span>
        </PendingButton>
        {offline ? <Text size="xs">Waiting for a connection…</Text> : null}
      </div>
    );
  } else {
    content = (
      <div className={classes.photoStatus}>
        {busy && !offline ? <Loader size="sm" aria-hidden /> : <IconPhoto size={24} aria-hidden />}
        <VisuallyHidden>{busy ? `Loading ${alt}` : alt}</VisuallyHidden>
        {offline ? <Text size="xs">Waiting for a connection…</Text> : null}
      </div>
    );
  }

  return (
    <>
      <div ref={frameRef} className={classes.photoFrame} aria-busy={busy && !shown}>
        {content}
      </div>
      {shown ? (
        <MessagePhotoDialog opened={open} onClose={() => setOpen(false)} name={file.name} url={url} />
      ) : null}
    </>
  );
}

/**
 * True once the element has been on screen (inside any scrolling list too); watched only while `watch`. A browser
 * without IntersectionObserver counts everything as seen.
 */
function useSeenOnScreen(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!watch || seen || !observable || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, seen, observable]);
  return seen || !observable;
}

/** An object URL for `blob`, made while the component shows it and revoked when it goes (or the blob changes). */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    // The URL is a browser resource to make and revoke in step: in render it would leak whenever a render is
    // dropped, and StrictMode's second run of this effect makes a new one after revoking the first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMade({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return made !== null && made.blob === blob ? made.url : null;
}
