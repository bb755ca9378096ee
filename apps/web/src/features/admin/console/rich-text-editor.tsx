import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from './image-upload';
import { adminNamespace } from '../locales/register';
import styles from './rich-text-editor.module.css';

/** What the editor holds as the field's value: its HTML, or nothing for an empty document. */
export function editorValue(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * A long text's editor (TipTap): headings, bold and italic, lists, quotes, links and images
 * uploaded inline. It hands the form HTML; the server keeps only what its allow-list permits,
 * so what is typed or pasted here is not yet what a visitor sees.
 */
export function RichTextEditor({
  value = '',
  onChange,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
        code: false,
        codeBlock: false,
      }),
      Image,
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: changed }) => onChange?.(editorValue(changed)),
  });

  // A value set from outside (the form filled from the saved record) replaces the document,
  // outside the undo history: undo never empties a text that was loaded, not typed.
  useEffect(() => {
    // Under React's strict mode an editor is destroyed and made again as the field mounts; the
    // destroyed one has no schema left to read its text with.
    if (editor.isDestroyed) return;
    if (editorValue(editor) !== value)
      editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  return (
    <div className={styles.frame}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation(adminNamespace);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
      <Tool label={t('editor.bold')} on={active.bold} onClick={() => chain().toggleBold().run()}>
        <BoldOutlined />
      </Tool>
      <Tool
        label={t('editor.italic')}
        on={active.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <ItalicOutlined />
      </Tool>
      <Tool
        label={t('editor.heading2')}
        on={active.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Tool>
      <Tool
        label={t('editor.heading3')}
        on={active.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Tool>
      <Tool
        label={t('editor.bulletList')}
        on={active.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <UnorderedListOutlined />
      </Tool>
      <Tool
        label={t('editor.orderedList')}
        on={active.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <OrderedListOutlined />
      </Tool>
      <Tool
        label={t('editor.quote')}
        on={active.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        “
      </Tool>
      <LinkTool editor={editor} on={active.link} />
      <ImageTool editor={editor} />
      <Tool label={t('editor.undo')} disabled={!active.undo} onClick={() => chain().undo().run()}>
        <UndoOutlined />
      </Tool>
      <Tool label={t('editor.redo')} disabled={!active.redo} onClick={() => chain().redo().run()}>
        <RedoOutlined />
      </Tool>
    </div>
  );
}

function Tool({
  label,
  on,
  disabled,
  onClick,
  children,
}: {
  label: string;
  on?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={on ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={on}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function LinkTool({ editor, on }: { editor: Editor; on: boolean }) {
  const { t } = useTranslation(adminNamespace);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const apply = () => {
    const href = url.trim();
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpen(false);
  };
  if (on)
    return (
      <Tool
        label={t('editor.unlink')}
        on
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      >
        <DisconnectOutlined />
      </Tool>
    );
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUrl('');
      }}
      trigger="click"
      content={
        <div className={styles.link}>
          <Input
            autoFocus
            aria-label={t('editor.linkUrl')}
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onPressEnter={apply}
          />
          <Button type="primary" onClick={apply}>
            {t('editor.linkApply')}
          </Button>
        </div>
      }
    >
      <Button size="small" type="text" aria-label={t('editor.link')}>
        <LinkOutlined />
      </Button>
    </Popover>
  );
}

/** Uploads one image through the upload action and puts it where the cursor is. */
function ImageTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <ImageUpload onUploaded={(url) => editor.chain().focus().setImage({ src: url }).run()}>
      {(busy) => (
        <Button size="small" type="text" aria-label={t('editor.image')} loading={busy}>
          <PictureOutlined />
        </Button>
      )}
    </ImageUpload>
  );
}
