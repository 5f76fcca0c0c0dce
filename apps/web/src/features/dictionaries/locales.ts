import type { Translated } from '../../i18n/featureBundle.ts';

export const zh = {
  title: '字典管理',
  dicts: {
    item: '字典',
    name: '字典名称',
    description: '描述',
    blurry: '名称 / 描述',
    namePlaceholder: '小写字母开头，例如 member_level',
    nameRequired: '请输入字典名称',
    nameFormat: '以小写字母开头，只能包含小写字母、数字和下划线，2 到 50 个字符',
  },
  entries: {
    title: '字典项',
    of: '字典项：{{name}}',
    none: '请先在左侧选择一个字典',
    empty: '该字典还没有字典项',
    label: '标签',
    labelEn: '英文标签',
    value: '值',
    sort: '排序',
    add: '新增字典项',
    edit: '编辑字典项',
    labelRequired: '请输入标签',
    valueRequired: '请输入值',
    labelEnHint: '留空时英文界面显示中文标签',
    preview: '下拉框预览',
    previewPlaceholder: '按当前语言显示的选项',
  },
  actions: {
    edit: '编辑',
    operations: '操作',
  },
} as const;

export const en: Translated<typeof zh> = {
  title: 'Dictionaries',
  dicts: {
    item: 'dictionary',
    name: 'Name',
    description: 'Description',
    blurry: 'Name / description',
    namePlaceholder: 'Starts with a lowercase letter, e.g. member_level',
    nameRequired: 'Please enter the dictionary name',
    nameFormat:
      'Start with a lowercase letter; lowercase letters, digits and underscores only, 2 to 50 characters',
  },
  entries: {
    title: 'Entries',
    of: 'Entries of {{name}}',
    none: 'Choose a dictionary on the left first',
    empty: 'This dictionary has no entries yet',
    label: 'Label',
    labelEn: 'English label',
    value: 'Value',
    sort: 'Sort',
    add: 'Add entry',
    edit: 'Edit entry',
    labelRequired: 'Please enter the label',
    valueRequired: 'Please enter the value',
    labelEnHint: 'When empty, the English interface shows the Chinese label',
    preview: 'Select preview',
    previewPlaceholder: 'The options in the current language',
  },
  actions: {
    edit: 'Edit',
    operations: 'Actions',
  },
};
