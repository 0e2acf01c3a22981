import { useWords } from '../../i18n';
import { RefusalList } from './refusal-list';
import type { Refusal } from './refusals';

/** One file being uploaded or uploaded (`mediaId` once ready). */
export interface UploadItem {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  mediaId?: string;
  refusals: Refusal[];
}

/** The file picker and each file's progress bar, state and refusal. */
export function MediaPicker(props: {
  items: UploadItem[];
  onFiles: (files: File[]) => void;
  onRemove: (key: number) => void;
  refusals: Refusal[];
}) {
  const t = useWords();
  return (
    <div class="media">
      <label>
        {t.composeMedia}
        <input
          type="file"
          multiple
          accept="image/*,video/*"
          onChange={(e) => {
            props.onFiles(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = '';
          }}
        />
      </label>
      <RefusalList refusals={props.refusals} />
      {props.items.length > 0 && (
        <ul class="uploads">
          {props.items.map((item) => (
            <li key={item.key}>
              <span class="name">{item.name}</span>
              <progress max={100} value={item.progress} aria-label={`${t.composeUploading} ${item.name}`} />
              <span class={item.state === 'failed' ? 'error' : 'hint'}>
                {item.state === 'done'
                  ? t.composeUploaded
                  : item.state === 'failed'
                    ? t.composeUploadFailed
                    : `${item.progress} %`}
              </span>
              <RefusalList refusals={item.refusals} />
              <button type="button" onClick={() => props.onRemove(item.key)}>
                {t.composeRemove} <span class="visually-hidden">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
