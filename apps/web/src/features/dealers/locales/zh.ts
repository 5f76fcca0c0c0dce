const zh = {
  status: {
    all: '全部状态',
  },
  dealer: {
    listTitle: '经销商管理',
    title: '经销商',
    name: '经销商名称',
    contact: '联系人',
    phone: '联系电话',
    region: '所在地区',
    address: '详细地址',
    level: '级别',
    levelAll: '全部级别',
    status: '状态',
    remark: '备注',
    createdAt: '创建时间',
    blurry: '名称 / 联系人 / 电话',
  },
};

export default zh;
