import type { Lang } from '@atelier/contract';

/** Drops: entering, the draw, buying as a winner, and the console's refusals and export. */
export const dropMessages = {
  dropNotFound: { 'zh-cn': '该抽签发售不存在', en: 'This drop does not exist' },
  dropNotOpen: { 'zh-cn': '报名尚未开始', en: 'Entries have not opened yet' },
  dropClosed: { 'zh-cn': '报名已截止', en: 'Entries have closed' },
  dropMobileRequired: {
    'zh-cn': '请先绑定手机号再报名',
    en: 'Add a verified mobile number to your account before entering',
  },
  dropMobileEntered: {
    'zh-cn': '该手机号已报名本次抽签',
    en: 'This mobile number has already entered this drop',
  },
  dropAccountInactive: {
    'zh-cn': '该账号已停用或注销，不能参与抽签',
    en: 'A disabled or cancelled account cannot enter a drop',
  },
  'dropGateRefused.group_member': {
    'zh-cn': '本次抽签仅限社群“{name}”的成员参与',
    en: 'This drop is open only to members of the group “{name}”',
  },
  'dropGateRefused.earlier_buyer': {
    'zh-cn': '本次抽签仅限购买过“{name}”的顾客参与',
    en: 'This drop is open only to buyers of “{name}”',
  },
  'dropGateRefused.serial_owner': {
    'zh-cn': '本次抽签仅限持有“{name}”序列号的藏家参与',
    en: 'This drop is open only to owners of a serial of “{name}”',
  },
  'dropGate.group_member': { 'zh-cn': '社群“{name}”成员', en: 'Members of “{name}”' },
  'dropGate.earlier_buyer': { 'zh-cn': '购买过“{name}”', en: 'Buyers of “{name}”' },
  'dropGate.serial_owner': { 'zh-cn': '持有“{name}”序列号', en: 'Owners of a serial of “{name}”' },
  dropBuyRefused: {
    'zh-cn': '该作品以抽签方式发售：仅中签者可在购买时限内购买',
    en: 'This edition is sold by draw: only a winner may buy it, within their window',
  },

  // The console
  dropWindowOrder: {
    'zh-cn': '报名截止时间须晚于开始时间',
    en: 'Entries must close after they open',
  },
  dropArtMallOnly: {
    'zh-cn': '仅艺术商城的作品可以抽签发售',
    en: 'Only a product of the art mall can be sold by draw',
  },
  dropQuantityOverStock: {
    'zh-cn': '抽签数量不能超过库存（{stock} 件）',
    en: 'The units drawn for cannot exceed the stock ({stock})',
  },
  dropGateGroupMissing: {
    'zh-cn': '门槛中的社群（编号 {id}）不存在',
    en: 'The gate’s group (id {id}) does not exist',
  },
  dropGateProductMissing: {
    'zh-cn': '门槛中的作品（编号 {id}）不存在',
    en: 'The gate’s product (id {id}) does not exist',
  },
  dropProductTaken: {
    'zh-cn': '该作品已有抽签发售',
    en: 'This product already has a drop',
  },
  dropProductFixed: {
    'zh-cn': '抽签发售的作品不能更换，请删除后重新创建',
    en: 'A drop’s product cannot change: delete the drop and create another',
  },
  dropLockedOpen: {
    'zh-cn': '报名开始后只能修改购买时限和余量安排',
    en: 'Once entries are open, only the purchase window and the leftover choice may change',
  },
  dropLockedDrawn: { 'zh-cn': '已开奖的抽签不能修改', en: 'A drawn drop cannot change' },
  dropDeleteOpened: {
    'zh-cn': '报名开始后不能删除抽签发售',
    en: 'A drop cannot be deleted once its entries have opened',
  },
  dropNotClosed: {
    'zh-cn': '报名截止后才能开奖',
    en: 'A drop can be drawn once its entries have closed',
  },
  dropAlreadyDrawn: { 'zh-cn': '该抽签已开奖', en: 'This drop has already been drawn' },
  'format.dropQuantity': {
    'zh-cn': '抽签数量为 1-100000 件',
    en: 'The units drawn for are 1 to 100,000',
  },
  'format.purchaseHours': {
    'zh-cn': '购买时限为 1-336 小时',
    en: 'A purchase window is 1 to 336 hours',
  },
  'format.dropGates': { 'zh-cn': '门槛最多 5 个', en: 'A drop has at most 5 gates' },
  'dropExport.place': { 'zh-cn': '名次', en: 'Place' },
  'dropExport.entry': { 'zh-cn': '报名编号', en: 'Entry' },
  'dropExport.name': { 'zh-cn': '公示名称', en: 'Published name' },
  'dropExport.mobile': { 'zh-cn': '手机号', en: 'Mobile' },
  'dropExport.state': { 'zh-cn': '结果', en: 'Result' },
  'dropExport.entered_at': { 'zh-cn': '报名时间', en: 'Entered at' },
  'dropExport.buy_by': { 'zh-cn': '购买截止', en: 'Buy by' },
  'dropExport.order': { 'zh-cn': '订单号', en: 'Order' },
  'dropEntryState.entered': { 'zh-cn': '已报名', en: 'entered' },
  'dropEntryState.won': { 'zh-cn': '中签', en: 'won' },
  'dropEntryState.moved_up': { 'zh-cn': '递补中签', en: 'moved up' },
  'dropEntryState.bought': { 'zh-cn': '已购买', en: 'bought' },
  'dropEntryState.lapsed': { 'zh-cn': '逾期未购', en: 'lapsed' },
  'dropEntryState.not_drawn': { 'zh-cn': '未中签', en: 'not drawn' },
  'dropEntryState.void': { 'zh-cn': '无效', en: 'void' },
} as const satisfies Record<string, Record<Lang, string>>;

/** How a refusal names the drop forms' fields. */
export const dropFieldLabels: Record<string, Record<Lang, string>> = {
  drop_id: { 'zh-cn': '抽签发售', en: 'Drop' },
  entries_open_at: { 'zh-cn': '报名开始时间', en: 'Entries open' },
  entries_close_at: { 'zh-cn': '报名截止时间', en: 'Entries close' },
  purchase_hours: { 'zh-cn': '购买时限', en: 'Purchase window' },
  leftover_to_sale: { 'zh-cn': '余量公开发售', en: 'Leftover on general sale' },
  gates: { 'zh-cn': '参与门槛', en: 'Gates' },
};
