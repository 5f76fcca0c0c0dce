const zh = {
  express: {
    listTitle: '快递公司',
    title: '快递公司',
    code: '快递公司编码',
    codeHint: '快递查询服务使用的编码（快递鸟编码，如 SF、ZTO），添加后不可修改',
    codePlaceholder: '例如：SF',
    name: '快递公司名称',
    sort: '排序',
    sortHint: '数字越小越靠前',
    isShow: '启用',
    shown: '启用',
    hidden: '停用',
    showAll: '全部状态',
    showChanged: '已更新启用状态',
    createdAt: '创建时间',
    blurry: '编码 / 名称',
  },
};

export default zh;
