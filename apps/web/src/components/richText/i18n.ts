import type { Translated } from '../../i18n/featureBundle.ts';
import { defineFeatureBundle } from '../../i18n/featureBundle.ts';

export const zh = {
  editor: {
    bold: '加粗',
    italic: '斜体',
    strike: '删除线',
    heading: '标题 {{level}}',
    paragraph: '正文',
    bulletList: '无序列表',
    orderedList: '有序列表',
    link: '链接',
    linkUrl: '链接地址',
    unlink: '取消链接',
    image: '插入图片',
    undo: '撤销',
    redo: '重做',
  },
} as const;

/** @internal */
export const en: Translated<typeof zh> = {
  editor: {
    bold: 'Bold',
    italic: 'Italic',
    strike: 'Strikethrough',
    heading: 'Heading {{level}}',
    paragraph: 'Paragraph',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    linkUrl: 'Link address',
    unlink: 'Remove link',
    image: 'Insert image',
    undo: 'Undo',
    redo: 'Redo',
  },
};

/** `t` for the rich text editor (product descriptions, decorated pages). */
export const useRichTextT = defineFeatureBundle('richText', zh, en);
