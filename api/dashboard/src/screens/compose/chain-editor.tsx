import { useWords } from '../../i18n';

/** The pieces of a chain (threadItems): the first is the root, the rest its replies in order. */
export function ChainEditor(props: { pieces: string[]; onPieces: (pieces: string[]) => void }) {
  const t = useWords();
  const set = (i: number, text: string) => props.onPieces(props.pieces.map((p, j) => (j === i ? text : p)));
  return (
    <ol class="pieces">
      {props.pieces.map((piece, i) => (
        <li key={i}>
          <label>
            {t.composePiece} {i + 1}
            <textarea rows={3} value={piece} onInput={(e) => set(i, e.currentTarget.value)} />
          </label>
          {props.pieces.length > 1 && (
            <button type="button" onClick={() => props.onPieces(props.pieces.filter((_, j) => j !== i))}>
              {t.composeRemovePiece} {i + 1}
            </button>
          )}
        </li>
      ))}
      <li>
        <button type="button" onClick={() => props.onPieces([...props.pieces, ''])}>
          {t.composeAddPiece}
        </button>
      </li>
    </ol>
  );
}
