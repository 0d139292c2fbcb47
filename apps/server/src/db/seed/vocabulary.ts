// Word lists the record generator combines into realistic Chinese names.

export const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗']
export const givenNames = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '建华', '志强', '海燕', '晓东', '丽华', '文博', '子涵', '国庆']

export const cities = ['北京', '上海', '广州', '深圳', '杭州', '南京', '苏州', '成都', '武汉', '西安', '重庆', '天津', '长沙', '合肥', '青岛', '厦门']
export const brandWords = ['华信', '中科', '金盛', '鼎泰', '恒通', '博远', '新锐', '汇丰', '瑞丰', '天成', '宏达', '安泰', '联创', '明德', '众诚', '远航', '嘉禾', '优品']
export const industries = ['科技', '建设工程', '信息技术', '物流', '贸易', '咨询', '电子', '环保', '医药', '文化传媒', '物业管理', '设备制造']
export const companyForms = ['有限公司', '股份有限公司', '有限责任公司']
export const agencies = ['市人民政府办公厅', '市财政局', '市住房和城乡建设局', '区发展和改革委员会', '市国有资产监督管理委员会', '集团总部办公室']

export const contractSubjects = ['办公设备采购', '软件开发服务', '房屋租赁', '物业服务', '设备维护保养', '广告投放', '市场调研服务', '工程施工', '材料供应', '技术咨询', '云服务订阅', '员工培训服务', '车辆租赁', '安保服务', '数据中心托管', '法律顾问服务']
export const contractKinds = ['合同', '框架协议', '补充协议', '服务合同']
export const tenderSubjects = ['办公楼装修工程', '信息化平台建设', '年度物资集中采购', '网络安全等级保护', '智能仓储系统', '食堂餐饮服务', '绿化养护服务', '视频会议系统']
export const tenderKinds = ['招标文件', '投标文件', '评标报告', '中标通知书']
export const documentMatters = ['加强合同管理工作', '年度预算编制', '开展安全生产检查', '调整采购审批流程', '做好节假日值班安排', '印发档案管理办法', '组织合规培训', '规范印章使用']
export const documentKinds = ['通知', '请示', '报告', '函', '决定']
export const letterMatters = ['拖欠货款', '商标侵权', '合同违约', '工程质量纠纷', '租金催缴', '不正当竞争', '知识产权侵权', '解除合同']
// Seeded attachments are stored as real documents: one-page PDFs or UTF-8 text files.
export const attachmentKinds = ['正文.pdf', '报价明细.txt', '技术方案.pdf', '盖章扫描件.pdf', '补充说明.txt', '验收单.pdf']

export const ownCompany = '天和集团有限公司'
