import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Popover, Skeleton, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { useRichTextT } from './i18n.ts';
import './richText.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?(html: string): void;
  placeholder?: string;
}

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

interface ToolProps {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  testId: string;
}

function Tool({ title, icon, active, disabled, onClick, testId }: ToolProps) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
        data-testid={`rte-${testId}`}
      />
    </Tooltip>
  );
}

function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const t = useRichTextT();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    // The cursor goes after the link, so what is typed or inserted next doesn't replace it.
    editor.commands.setTextSelection(editor.state.selection.to);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(String(editor.getAttributes('link').href ?? ''));
      }}
      content={
        <Space.Compact>
          <Input
            value={href}
            placeholder="https://"
            aria-label={t('editor.linkUrl')}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={apply}
            style={{ width: 260 }}
          />
          <Button type="primary" onClick={apply}>
            OK
          </Button>
        </Space.Compact>
      }
    >
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={<LinkOutlined />}
        aria-label={t('editor.link')}
        title={t('editor.link')}
        data-testid="rte-link"
      />
    </Popover>
  );
}

/** The product description: a TipTap editor whose value is HTML (the server sanitises it again). */
export default function RichTextEditor({ value = '', onChange, placeholder }: RichTextEditorProps) {
  const t = useRichTextT();
  const [picking, setPicking] = useState(false);
  // In a kept-alive tab the editor is destroyed while the tab is hidden and re-created, from the
  // latest `value`, when it shows again: for a render in between there is no editor.
  const editor: Editor | null = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }),
      Image,
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        strike: current.isActive('strike'),
        h2: current.isActive('heading', { level: 2 }),
        h3: current.isActive('heading', { level: 3 }),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        link: current.isActive('link'),
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
      },
  });

  useEffect(() => {
    // useEditor may hand out an instance it has already destroyed while re-creating it; its schema is gone.
    if (!editor || editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor || editor.isDestroyed || !state) {
    return (
      <div className="hh-rte" data-testid="rich-text">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => {
    command(editor.chain().focus()).run();
  };

  return (
    <div className="hh-rte" data-testid="rich-text">
      <div className="hh-rte-toolbar" role="toolbar">
        <Tool
          title={t('editor.bold')}
          icon={<BoldOutlined />}
          active={state.bold}
          onClick={run((c) => c.toggleBold())}
          testId="bold"
        />
        <Tool
          title={t('editor.italic')}
          icon={<ItalicOutlined />}
          active={state.italic}
          onClick={run((c) => c.toggleItalic())}
          testId="italic"
        />
        <Tool
          title={t('editor.strike')}
          icon={<StrikethroughOutlined />}
          active={state.strike}
          onClick={run((c) => c.toggleStrike())}
          testId="strike"
        />
        <Divider orientation="vertical" />
        <Tool
          title={t('editor.heading', { level: 2 })}
          icon={<span className="hh-rte-h">H2</span>}
          active={state.h2}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
          testId="h2"
        />
        <Tool
          title={t('editor.heading', { level: 3 })}
          icon={<span className="hh-rte-h">H3</span>}
          active={state.h3}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
          testId="h3"
        />
        <Tool
          title={t('editor.bulletList')}
          icon={<UnorderedListOutlined />}
          active={state.bulletList}
          onClick={run((c) => c.toggleBulletList())}
          testId="bullet"
        />
        <Tool
          title={t('editor.orderedList')}
          icon={<OrderedListOutlined />}
          active={state.orderedList}
          onClick={run((c) => c.toggleOrderedList())}
          testId="ordered"
        />
        <Divider orientation="vertical" />
        <LinkTool editor={editor} active={state.link} />
        <Tool
          title={t('editor.image')}
          icon={<PictureOutlined />}
          onClick={() => setPicking(true)}
          testId="image"
        />
        <Divider orientation="vertical" />
        <Tool
          title={t('editor.undo')}
          icon={<UndoOutlined />}
          disabled={!state.canUndo}
          onClick={run((c) => c.undo())}
          testId="undo"
        />
        <Tool
          title={t('editor.redo')}
          icon={<RedoOutlined />}
          disabled={!state.canRedo}
          onClick={run((c) => c.redo())}
          testId="redo"
        />
      </div>
      <EditorContent editor={editor} className="hh-rte-content" data-testid="rich-text-content" />
      <MediaPicker
        open={picking}
        kind="image"
        multiple
        max={10}
        onCancel={() => setPicking(false)}
        onChoose={(urls) => {
          setPicking(false);
          const chain = editor.chain().focus();
          for (const src of urls) chain.setImage({ src });
          chain.run();
        }}
      />
    </div>
  );
}
