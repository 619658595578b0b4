import './image-picker.css';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormField } from '../../renderer/form-field-api.ts';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import { canvasJpegEncoder } from './canvas-jpeg.ts';
import { isAcceptedPhoto } from './image-kind.ts';
import { prepareImage, type ImageProblem } from './prepare-image.ts';
import schema from './props.schema.json';

export interface ImagePickerProps {
  form: string;
  field: string;
  label: string;
  hint?: string;
  capture?: 'user' | 'environment';
  accept?: string;
  actionLabel?: string;
  replaceLabel?: string;
  preparingLabel?: string;
  sendingLabel?: string;
  sendAgainLabel?: string;
  notAnImageMessage?: string;
  tooBigMessage?: string;
  error?: string;
  unsentError?: string;
}

/** The refusals' words: the screen's, in its language, or the spec's English. */
function problemText(props: ImagePickerProps, problem: ImageProblem): string {
  if (problem === 'notAnImage') return props.notAnImageMessage ?? 'Please choose an image';
  return props.tooBigMessage ?? 'Image size is too big, limit 10MB';
}

/** The stored photo, from an object URL that lives exactly as long as the <img> shows it. */
function Preview({ file }: { file: File }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className="w-image-picker__preview" alt="" />;
}

function CameraGlyph() {
  return (
    <svg className="w-image-picker__glyph" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <path
        d="M4 7h3l2-3h6l2 3h3v13H4zm8 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const imagePickerWidget = defineWidget<ImagePickerProps>({
  ...widgetFacts(schema),
  component: function ImagePicker({ props, fire, has }) {
    // `ref` apart: the React Compiler lint treats an object whose member is passed as `ref` as a ref.
    const { ref, setValue, ...binding } = useFormField(props.form, props.field);
    const [file, setFile] = useState<File>();
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<ImageProblem>();
    // While the photo's onChange runs (its reading), a problem the screen had with the last one is old.
    const [firing, setFiring] = useState(false);
    const mounted = useRef(true);
    // One send at a time: a second tap on Send again before the first re-render sends nothing.
    const sendingNow = useRef(false);
    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);
    const id = useId();
    const inputId = `${id}-input`;
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const refused = props.error && !firing ? props.error : undefined;
    // A photo that never reached the server (no answer) stays, to be sent again with one tap: on a
    // slow network choosing it again means waiting through the whole upload once more.
    const unsent = props.unsentError && !firing && !refused && file ? props.unsentError : undefined;
    const message = problem ? problemText(props, problem) : (refused ?? unsent ?? binding.error);
    // A photo the screen refused is not shown as taken: the borrower chooses one again.
    const shown = refused ? undefined : file;

    const send = async () => {
      // A picker whose screen sends nothing (the face step sends on Submit) has nothing to say.
      if (!has('onChange') || sendingNow.current) return;
      sendingNow.current = true;
      setFiring(true);
      try {
        await fire('onChange');
      } finally {
        sendingNow.current = false;
        if (mounted.current) setFiring(false);
      }
    };
    const sendAgain = () => {
      // Send again goes away while it sends: the focus stays on the picker, not dropped to the page.
      document.getElementById(inputId)?.focus();
      void send();
    };

    const choose = async (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = event.target.files?.[0];
      // Emptied so that choosing the same photo again is still a change.
      event.target.value = '';
      if (!chosen) return; // The borrower closed the picker: keep what is there.
      setBusy(true);
      setProblem(undefined);
      const outcome = await prepareImage(chosen, canvasJpegEncoder, isAcceptedPhoto);
      if (!mounted.current) return;
      setBusy(false);
      if (!outcome.ok) {
        // What the borrower sees is what would be sent: no photo.
        setFile(undefined);
        setValue('');
        setProblem(outcome.problem);
        return;
      }
      setFile(outcome.file);
      setValue(outcome.file);
      await send();
    };

    // Made ready or sent: the picker keeps the focus and opens no other photo meanwhile.
    const working = busy || firing;
    const preparing = props.preparingLabel ?? 'Preparing photo…';
    const sending = props.sendingLabel ?? 'Sending photo…';
    const action = busy
      ? preparing
      : firing
        ? sending
        : shown
          ? (props.replaceLabel ?? 'Replace photo')
          : (props.actionLabel ?? (props.capture ? 'Take photo' : 'Choose photo'));
    const describedBy = [props.hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ');
    return (
      <div className="w-image-picker" data-invalid={message ? 'true' : 'false'}>
        {/* The real file input stays focusable (keyboard, screen readers, the form's focus on an
            error); the label after it is the large area the borrower sees and taps. */}
        <input
          id={inputId}
          type="file"
          className="w-image-picker__input"
          accept={props.accept ?? 'image/*'}
          capture={props.capture}
          name={binding.name}
          ref={ref}
          onChange={(event) => void choose(event)}
          onBlur={binding.onBlur}
          // Busy (made ready or sent), it keeps the focus (aria-disabled, not disabled: decision
          // 0081) and opens no picker: a disabled input dropped a keyboard's focus to the page after
          // every photo, and a photo chosen while the last one is sent would race it.
          onClick={(event) => {
            if (working) event.preventDefault();
          }}
          aria-disabled={working || undefined}
          aria-busy={working}
          aria-required={binding.required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <label htmlFor={inputId} className="w-image-picker__area" data-filled={shown ? 'true' : 'false'}>
          {shown ? <Preview file={shown} /> : <CameraGlyph />}
          <span className="w-image-picker__label">{props.label}</span>
          <span className="w-image-picker__action">{action}</span>
        </label>
        <p className="visually-hidden" role="status">
          {busy ? preparing : firing ? sending : ''}
        </p>
        {props.hint && (
          <p id={hintId} className="w-image-picker__hint">
            {props.hint}
          </p>
        )}
        {message && (
          <p id={errorId} className="w-image-picker__error" role="alert">
            {message}
          </p>
        )}
        {unsent && message === unsent && (
          <button type="button" className="w-image-picker__send-again" onClick={sendAgain}>
            {props.sendAgainLabel ?? 'Send again'}
          </button>
        )}
      </div>
    );
  },
});
