import type { AuditTarget, ContentKind, Lang } from '@atelier/contract';
import { consoleOrderStatus } from './order-status';

type Words = Record<Lang, string>;

/**
 * Each console write as the audit trail names it. A content action names what it acted on
 * (`{target}`, from `auditContentNouns`), so "contentPublish" on news reads "Published news".
 */
export const auditActionLabels: Record<string, Words> = {
  productSave: { 'zh-cn': '保存商品', en: 'Saved product' },
  productPublish: { 'zh-cn': '商品上架或下架', en: 'Put product on or off sale' },
  stockAdjust: { 'zh-cn': '调整库存', en: 'Adjusted stock' },
  productImport: { 'zh-cn': '导入商品', en: 'Imported products' },
  categorySave: { 'zh-cn': '保存分类', en: 'Saved category' },
  categoryReorder: { 'zh-cn': '调整分类顺序', en: 'Reordered categories' },
  bannerSave: { 'zh-cn': '保存横幅', en: 'Saved banner' },
  bannerReorder: { 'zh-cn': '调整横幅顺序', en: 'Reordered banners' },
  bannerDelete: { 'zh-cn': '删除横幅', en: 'Deleted banner' },
  artistSave: { 'zh-cn': '保存艺术家', en: 'Saved artist' },
  dropSave: { 'zh-cn': '保存抽签发售', en: 'Saved drop' },
  dropDelete: { 'zh-cn': '删除抽签发售', en: 'Deleted drop' },
  dropDraw: { 'zh-cn': '执行抽签', en: 'Ran the draw' },
  orderShip: { 'zh-cn': '订单发货', en: 'Shipped order' },
  orderTrack: { 'zh-cn': '添加物流信息', en: 'Added tracking note' },
  orderShipBatch: { 'zh-cn': '按文件批量发货', en: 'Shipped orders from a file' },
  orderRefund: { 'zh-cn': '取消订单并退款', en: 'Cancelled and refunded order' },
  orderSerialAttach: { 'zh-cn': '为订单绑定序列号', en: 'Attached serials to order' },
  reconciliationRun: { 'zh-cn': '执行支付对账', en: 'Ran payment check' },
  mismatchResolve: { 'zh-cn': '处理对账差异', en: 'Resolved payment mismatch' },
  pointsAdjust: { 'zh-cn': '调整积分', en: 'Adjusted points' },
  customerDisable: { 'zh-cn': '停用账号', en: 'Disabled account' },
  customerEnable: { 'zh-cn': '启用账号', en: 'Enabled account' },
  staffRoleSet: { 'zh-cn': '设置员工角色', en: 'Changed staff role' },
  settingsSave: { 'zh-cn': '保存商城设置', en: 'Saved shop settings' },
  scoreConfigSave: { 'zh-cn': '保存积分规则', en: 'Saved points rules' },
  gameConfigSave: { 'zh-cn': '保存积分游戏规则', en: 'Saved points game rules' },
  communityGroupSave: { 'zh-cn': '保存社群', en: 'Saved community group' },
  communityApplicationDecide: { 'zh-cn': '审核入群申请', en: 'Decided join application' },
  communityReportDecide: { 'zh-cn': '处理社群举报', en: 'Decided community report' },
  communityBan: { 'zh-cn': '禁言社群成员', en: 'Banned community member' },
  communityUnban: { 'zh-cn': '解除社群禁言', en: 'Lifted community ban' },
  communitySettingsSave: { 'zh-cn': '保存社区设置', en: 'Saved community settings' },
  serialBatchCreate: { 'zh-cn': '生成序列号批次', en: 'Issued serial batch' },
  serialBatchRevoke: { 'zh-cn': '作废序列号批次', en: 'Revoked serial batch' },
  serialAlertDecide: { 'zh-cn': '处理查验预警', en: 'Decided check alert' },
  fakeReportDecide: { 'zh-cn': '处理疑似假货举报', en: 'Decided reported fake' },
  contentSave: { 'zh-cn': '保存{target}', en: 'Saved {target}' },
  contentPublish: { 'zh-cn': '发布{target}', en: 'Published {target}' },
  contentUnpublish: { 'zh-cn': '下线{target}', en: 'Unpublished {target}' },
  contentDiscard: { 'zh-cn': '放弃{target}的草稿', en: 'Discarded draft of {target}' },
  contentDelete: { 'zh-cn': '删除{target}', en: 'Deleted {target}' },
  contentReorder: { 'zh-cn': '调整{target}顺序', en: 'Reordered {target}' },
  positionSave: { 'zh-cn': '保存招聘职位', en: 'Saved job posting' },
  applicationMove: { 'zh-cn': '变更简历状态', en: 'Moved job application' },
  accountErase: { 'zh-cn': '删除个人信息', en: 'Erased personal data' },
  resumeRetention: { 'zh-cn': '删除过期简历', en: 'Removed expired résumés' },
};

/** A product put on sale and one taken off are two acts to the staff who read the trail. */
export const auditPublishLabels: Record<'on' | 'off', Words> = {
  on: { 'zh-cn': '商品上架', en: 'Put product on sale' },
  off: { 'zh-cn': '商品下架', en: 'Took product off sale' },
};

/** What a content action acted on, as it reads inside the action's name. */
export const auditContentNouns: Record<ContentKind, Words> = {
  company: { 'zh-cn': '关于我们', en: 'about page' },
  founder: { 'zh-cn': '创始人页面', en: 'founder page' },
  story: { 'zh-cn': '品牌页面', en: 'story page' },
  richText: { 'zh-cn': '协议文本', en: 'text' },
  gallery: { 'zh-cn': '画廊作品', en: 'gallery work' },
  team: { 'zh-cn': '团队成员', en: 'team member' },
  process: { 'zh-cn': '创作流程', en: 'process' },
  technology: { 'zh-cn': '技术', en: 'technology' },
  mr: { 'zh-cn': 'MR 体验', en: 'MR experience' },
  news: { 'zh-cn': '新闻', en: 'news' },
  link: { 'zh-cn': '链接', en: 'link' },
};

/** Fields the trail keeps that no action's input names. */
export const auditFieldLabels: Record<string, Words> = {
  status: { 'zh-cn': '状态', en: 'Status' },
  state: { 'zh-cn': '状态', en: 'State' },
  draft: { 'zh-cn': '草稿', en: 'Draft' },
  on_sale: { 'zh-cn': '上架', en: 'On sale' },
  stock: { 'zh-cn': '库存', en: 'Stock' },
  carrier: { 'zh-cn': '承运商', en: 'Carrier' },
  tracking_no: { 'zh-cn': '运单号', en: 'Tracking number' },
  tracking_note: { 'zh-cn': '物流信息', en: 'Tracking note' },
  shipped_at: { 'zh-cn': '发货时间', en: 'Shipped at' },
  time: { 'zh-cn': '时间', en: 'Time' },
  refunded: { 'zh-cn': '已退款', en: 'Refunded' },
  rows: { 'zh-cn': '行数', en: 'Rows' },
  shipped: { 'zh-cn': '已发货', en: 'Shipped' },
  refused: { 'zh-cn': '未发货', en: 'Refused' },
  score: { 'zh-cn': '可用积分', en: 'Usable points' },
  score_total: { 'zh-cn': '累计积分', en: 'Points earned in total' },
  points_reason: { 'zh-cn': '积分调整原因', en: 'Points adjustment reason' },
  disabled_reason: { 'zh-cn': '停用原因', en: 'Reason for disabling' },
  role: { 'zh-cn': '角色', en: 'Role' },
  sales: { 'zh-cn': '销量', en: 'Sales' },
  images: { 'zh-cn': '图片', en: 'Images' },
  specs: { 'zh-cn': '规格', en: 'Specifications' },
  published_at: { 'zh-cn': '发布时间', en: 'Publication time' },
  closed_at: { 'zh-cn': '关闭时间', en: 'Closed at' },
  version: { 'zh-cn': '版本', en: 'Version' },
  sort: { 'zh-cn': '排序', en: 'Order' },
  order: { 'zh-cn': '顺序', en: 'Order' },
  keys: { 'zh-cn': '顺序', en: 'Order' },
  ids: { 'zh-cn': '顺序', en: 'Order' },
  title: { 'zh-cn': '标题', en: 'Title' },
  summary: { 'zh-cn': '摘要', en: 'Summary' },
  content: { 'zh-cn': '内容', en: 'Content' },
  category: { 'zh-cn': '分类', en: 'Category' },
  image: { 'zh-cn': '图片', en: 'Image' },
  publish_at: { 'zh-cn': '发布时间', en: 'Publication time' },
  slogan: { 'zh-cn': '标语', en: 'Slogan' },
  intro: { 'zh-cn': '简介', en: 'Introduction' },
  stats: { 'zh-cn': '数据', en: 'Figures' },
  milestones: { 'zh-cn': '大事记', en: 'Milestones' },
  founded_year: { 'zh-cn': '成立年份', en: 'Founded' },
  portrait: { 'zh-cn': '肖像', en: 'Portrait' },
  quote: { 'zh-cn': '引言', en: 'Quote' },
  bio: { 'zh-cn': '简历', en: 'Biography' },
  facts: { 'zh-cn': '要点', en: 'Facts' },
  timeline: { 'zh-cn': '时间线', en: 'Timeline' },
  lead: { 'zh-cn': '导语', en: 'Lead' },
  sections: { 'zh-cn': '段落', en: 'Sections' },
  year: { 'zh-cn': '年份', en: 'Year' },
  width: { 'zh-cn': '宽度（像素）', en: 'Width (px)' },
  height: { 'zh-cn': '高度（像素）', en: 'Height (px)' },
  artist: { 'zh-cn': '艺术家', en: 'Artist' },
  medium: { 'zh-cn': '媒介', en: 'Medium' },
  description: { 'zh-cn': '描述', en: 'Description' },
  photo: { 'zh-cn': '照片', en: 'Photo' },
  joined_year: { 'zh-cn': '加入年份', en: 'Joined' },
  duration: { 'zh-cn': '时长', en: 'Duration' },
  duration_minutes: { 'zh-cn': '时长（分钟）', en: 'Duration (minutes)' },
  steps: { 'zh-cn': '步骤', en: 'Steps' },
  tags: { 'zh-cn': '标签', en: 'Tags' },
  location: { 'zh-cn': '地点', en: 'Location' },
  open_hours: { 'zh-cn': '开放时间', en: 'Opening hours' },
  group: { 'zh-cn': '分组', en: 'Group' },
  url: { 'zh-cn': '地址', en: 'Address' },
  requirements: { 'zh-cn': '任职要求', en: 'Requirements' },
  brand: { 'zh-cn': '品牌', en: 'Brand' },
  material: { 'zh-cn': '材质', en: 'Material' },
  size: { 'zh-cn': '尺寸', en: 'Size' },
  age_of_use: { 'zh-cn': '适用年龄', en: 'Age of use' },
};

/** A text kept in both languages, named with its language: "English title", "英文标题". */
export const auditLanguageNames: Record<'zh' | 'en', Words> = {
  zh: { 'zh-cn': '中文{field}', en: 'Chinese {field}' },
  en: { 'zh-cn': '英文{field}', en: 'English {field}' },
};

type ValueWords = Record<string, Record<string, Words>>;

/** Coded values as the console's screens show them, field by field. */
export const auditValueLabels: ValueWords = {
  state: {
    draft: { 'zh-cn': '草稿', en: 'Draft' },
    scheduled: { 'zh-cn': '定时发布', en: 'Scheduled' },
    published: { 'zh-cn': '已发布', en: 'Published' },
  },
  type: {
    art: { 'zh-cn': '艺术商城', en: 'Art mall' },
    points: { 'zh-cn': '积分商城', en: 'Points mall' },
  },
  role: {
    admin: { 'zh-cn': '管理员', en: 'Administrator' },
    operator: { 'zh-cn': '运营', en: 'Operator' },
    editor: { 'zh-cn': '编辑', en: 'Editor' },
    user: { 'zh-cn': '顾客', en: 'Customer' },
  },
  on_sale: {
    true: { 'zh-cn': '在售', en: 'On sale' },
    false: { 'zh-cn': '已下架', en: 'Off sale' },
  },
};

/** A yes or a no, wherever the trail kept a flag. */
export const auditFlagLabels: Record<'true' | 'false', Words> = {
  true: { 'zh-cn': '是', en: 'Yes' },
  false: { 'zh-cn': '否', en: 'No' },
};

/** Statuses differ by what they belong to: a "pending" payment is not a pending application. */
export const auditTargetValueLabels: Partial<Record<AuditTarget, ValueWords>> = {
  order: { status: consoleOrderStatus },
  customer: {
    status: {
      active: { 'zh-cn': '正常', en: 'Active' },
      disabled: { 'zh-cn': '已停用', en: 'Disabled' },
    },
  },
  application: {
    status: {
      new: { 'zh-cn': '新投递', en: 'New' },
      reviewing: { 'zh-cn': '筛选中', en: 'Reviewing' },
      interview: { 'zh-cn': '面试', en: 'Interview' },
      declined: { 'zh-cn': '已婉拒', en: 'Declined' },
      hired: { 'zh-cn': '已录用', en: 'Hired' },
    },
  },
  position: {
    status: {
      draft: { 'zh-cn': '草稿', en: 'Draft' },
      open: { 'zh-cn': '招聘中', en: 'Open' },
      closed: { 'zh-cn': '已关闭', en: 'Closed' },
    },
  },
  group_application: {
    status: {
      pending: { 'zh-cn': '待审核', en: 'Waiting' },
      approved: { 'zh-cn': '已通过', en: 'Approved' },
      refused: { 'zh-cn': '已拒绝', en: 'Refused' },
    },
  },
  group: {
    status: {
      open: { 'zh-cn': '开放', en: 'Open' },
      closed: { 'zh-cn': '关闭', en: 'Closed' },
    },
  },
  group_report: {
    status: {
      pending: { 'zh-cn': '待审核', en: 'Waiting' },
      hidden: { 'zh-cn': '已隐藏', en: 'Hidden' },
      deleted: { 'zh-cn': '已删除', en: 'Deleted' },
      dismissed: { 'zh-cn': '已驳回', en: 'Dismissed' },
    },
  },
  serial_batch: {
    status: {
      active: { 'zh-cn': '有效', en: 'Live' },
      revoked: { 'zh-cn': '已作废', en: 'Revoked' },
    },
  },
  serial_alert: {
    status: {
      open: { 'zh-cn': '待处理', en: 'Open' },
      acknowledged: { 'zh-cn': '已查看', en: 'Looked at' },
    },
  },
  fake_report: {
    status: {
      open: { 'zh-cn': '待处理', en: 'Open' },
      confirmed: { 'zh-cn': '确认假货', en: 'Confirmed fake' },
      dismissed: { 'zh-cn': '已驳回', en: 'Dismissed' },
    },
  },
};
