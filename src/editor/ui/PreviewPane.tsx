// The live preview: the site's own renderer in an iframe titled "Preview" (src/editor/preview/),
// fed the draft by postMessage on every change, 375, 768 or 1280 pixels wide. A click on a section
// in the preview selects it here.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DraftFile, JsonObject } from '../state/draft.ts';
import { fill, text } from '../strings.ts';
import { fromSameOrigin, type FromPreview, type PreviewView, type ToPreview } from '../preview/messages.ts';

export const PREVIEW_WIDTHS = [375, 768, 1280] as const;

interface PreviewPaneProps {
  files: Record<string, DraftFile>;
  view: PreviewView;
  selected: number | undefined;
  onSelect: (index: number) => void;
  /** A link of the site was clicked in the preview: its path (/erp, /blog/x#part). */
  onNavigate: (href: string) => void;
  /** The header or the footer was clicked. */
  onNavigation: () => void;
  /** The language being edited, when it is not the main one. */
  language?: string | undefined;
}

function jsonFiles(files: Record<string, DraftFile>): Map<string, JsonObject> {
  return new Map(
    Object.entries(files).flatMap(([path, file]) => (file.kind === 'json' ? [[path, file.value] as const] : [])),
  );
}

export function PreviewPane({ files, view, selected, onSelect, onNavigate, onNavigation, language }: PreviewPaneProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<(typeof PREVIEW_WIDTHS)[number]>(1280);
  // Fitted: the page scaled down to the pane, as a whole; actual size: its real pixels, scrolled.
  const [actualSize, setActualSize] = useState(false);
  // What the preview has: files by identity (immer keeps unchanged files the same object).
  const sent = useRef<Map<string, JsonObject> | undefined>(undefined);
  const seq = useRef(0);
  const lastShown = useRef('');

  const post = useEffectEvent((all: boolean) => {
    const target = frame.current?.contentWindow;
    if (!target || (!all && !sent.current)) return;
    const current = jsonFiles(files);
    const changed: Record<string, JsonObject | null> = {};
    for (const [path, value] of current) if (all || sent.current?.get(path) !== value) changed[path] = value;
    if (!all) for (const path of sent.current!.keys()) if (!current.has(path)) changed[path] = null;
    sent.current = current;
    // Nothing new for the preview: no message (the editor renders for many other reasons).
    const shown = JSON.stringify([view, selected, language]);
    if (!all && Object.keys(changed).length === 0 && shown === lastShown.current) return;
    lastShown.current = shown;
    seq.current++;
    const message: ToPreview = {
      type: 'draft',
      files: changed,
      view,
      selected,
      ...(language === undefined ? {} : { language }),
      seq: seq.current,
    };
    target.postMessage(message, window.location.origin);
    document.documentElement.dataset.previewSent = String(seq.current);
  });

  const onMessage = useEffectEvent((event: MessageEvent<FromPreview>) => {
    if (!fromSameOrigin(event) || event.source !== frame.current?.contentWindow) return;
    if (event.data.type === 'ready') post(true);
    if (event.data.type === 'select') onSelect(event.data.index);
    if (event.data.type === 'navigate') onNavigate(event.data.href);
    if (event.data.type === 'navigation') onNavigation();
    // Lets the benchmark (and curious developers) see when the preview caught up.
    if (event.data.type === 'rendered') document.documentElement.dataset.previewRendered = String(event.data.seq);
  });

  useEffect(() => {
    const listen = (event: MessageEvent<FromPreview>) => onMessage(event);
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => post(false), [files, view, selected, language]);

  // The chosen width is kept, and the page scaled down to fit the pane, as a narrow window shows it.
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = stage.current;
    const element = frame.current;
    if (!area || !element) return;
    const fit = () => {
      const scale = actualSize ? 1 : Math.min(1, area.clientWidth / width);
      element.style.transform = scale < 1 ? `scale(${scale})` : '';
      // Scaled, the frame is as tall as the pane holds; at actual size it fills the pane's height
      // (less a horizontal scroll bar) and scrolls inside.
      element.style.height = `${area.clientHeight / scale - (actualSize && area.scrollWidth > area.clientWidth ? 16 : 0)}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(area);
    return () => observer.disconnect();
  }, [width, actualSize]);

  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview__bar">
        <h2 id="preview-title">{text.preview}</h2>
        <div role="group" aria-label={text.previewWidths} className="preview__widths">
          {PREVIEW_WIDTHS.map((size) => (
            <button
              key={size}
              type="button"
              className="button button--small"
              aria-pressed={width === size}
              onClick={() => setWidth(size)}
            >
              {fill(text.previewWidth, { width: size })}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--small"
          aria-pressed={actualSize}
          onClick={() => setActualSize((current) => !current)}
        >
          {text.previewActualSize}
        </button>
      </div>
      <div className={`preview__stage${actualSize ? ' preview__stage--actual' : ''}`} ref={stage}>
        <iframe ref={frame} className={`preview__frame preview__frame--${width}`} title={text.preview} src="preview" />
      </div>
    </section>
  );
}
