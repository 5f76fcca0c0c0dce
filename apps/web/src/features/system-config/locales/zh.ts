const zh = {
  config: {
    title: '系统配置',
    pickup: '开启门店自提',
    pickupOn: '开启',
    pickupOff: '关闭',
    pickupHint: '开启后，顾客下单时可选择到店自提；自提点就是“门店管理”中开启了门店自提的门店。',
    mapKey: '腾讯地图 Key',
    mapKeyPlaceholder: '请输入腾讯位置服务的 Key',
    mapKeyHint: '用于门店定位、地址解析与距离计算。',
    loadFailed: '配置加载失败',
  },
};

export default zh;
