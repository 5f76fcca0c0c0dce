const zh = {
  status: {
    all: '全部状态',
  },
  store: {
    listTitle: '门店管理',
    title: '门店',
    name: '门店名称',
    namePlaceholder: '例如：朝阳门店',
    logo: '门店 Logo',
    logoHint: '从素材库上传或选择门店图片',
    phone: '联系电话',
    contact: '联系人',
    region: '所在地区',
    address: '详细地址',
    latitude: '纬度',
    longitude: '经度',
    businessHours: '营业时间',
    openTime: '开始',
    closeTime: '结束',
    pickup: '门店自提',
    pickupOn: '支持自提',
    pickupOff: '不支持',
    pickupAll: '全部自提状态',
    status: '状态',
    sort: '排序',
    sortHint: '数字越大越靠前',
    createdAt: '创建时间',
    blurry: '门店名称 / 地址 / 电话',
  },
};

export default zh;
