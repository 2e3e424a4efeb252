/**
 * The first privacy policy (migration 0013 inserts it; the organiser edits the row or adds a newer
 * version). Written in the content pages' markup (lib/content-markup.ts). Kept beside the migration
 * and never edited: an applied migration must stay as it ran.
 */
export const POLICY_V1 = {
  effectiveAt: '2026-11-27T00:00:00.000Z',
  titleZh: '隐私政策',
  titleEn: 'Privacy policy',
  bodyZh: `本政策说明展会名录（小程序与网页）收集哪些个人信息、为何收集、谁会收到、保存多久，以及您如何撤回同意。

## 我们收集什么、为何收集
- **访客编号与会话密钥**：识别您的设备，保存您的参展计划与提醒。不含姓名或手机号。
- **手机号**：发送验证码、发布询盘、预登记、展商资料修改时核验身份。仅保存其加密摘要用于核验；询盘与预登记中填写的号码按下文用途保存。
- **询盘内容**（描述、价格、数量、地区、联系人、手机号、图片）：在询盘池中展示需求，并让卖家联系您。邮箱不保存，仅作为发给展商那一封邮件的回复地址。
- **商贸配对名片**（姓名、公司、职位、国家/地区、兴趣、联系方式）与聊天消息：向其他参会者展示并交流。
- **预登记信息**（姓名、公司、职位、手机号、邮箱、观众类型、兴趣）：生成电子胸卡并以邮件发送。
- **行为记录**（浏览、收藏）：统计热门展商与展品，不用于识别您本人。
- **您输入的邮箱（发送计划）**：仅用于发送一次计划，不保存。

## 谁会收到
- **卖家**：仅当您在发布询盘时单独同意后，给您的询盘留言的卖家才能看到您的手机号。
- **展商**：您向某一展商发送询盘时，须单独同意该展商收到您的联系人、手机号与邮箱。
- **其他参会者**：仅当您单独同意后，您的配对名片才会展示给同一展会的其他参会者。
- **主办方**：处理展位预订、举报与入场核验。扫描电子胸卡只核验其有效性，不向展商提供您的个人信息。
- **服务提供者**：短信与邮件服务商仅为发送验证码、通知与邮件处理您的手机号或邮箱。
我们不出售个人信息。

## 保存多久
- 询盘：开放30天，关闭或过期后保存至本届展会结束后90天。
- 配对名片与聊天：至您退出配对或本届展会结束后90天。
- 预登记与电子胸卡：至本届展会结束后90天。
- 未被询盘使用的上传图片：24小时内删除。
- 同意记录：保存至撤回后3年，以便证明同意的内容与时间。

## 您的权利
您可随时在本页下方"我的授权"中撤回任何一项同意，撤回后立即停止今后的共享（此前已共享的信息不受影响）。您也可以查阅、导出或删除您的数据。拒绝或撤回同意不影响浏览展商、收藏与计划等其他功能。

## 联系我们
对本政策有疑问，请发送邮件至 [privacy@expo.local](mailto:privacy@expo.local)。`,
  bodyEn: `This policy explains what personal information the Expo Directory (mini-program and web app) collects, why, who receives it, how long it is kept, and how you withdraw a consent.

## What we collect and why
- **Visitor id and session secret**: to recognise your device and keep your plan and reminders. They contain no name or phone number.
- **Mobile number**: to send verification codes and to verify you when you post an RFQ, pre-register or edit an exhibitor's data. For verification only a keyed hash is kept; the number typed into an RFQ or a registration is kept for the uses below.
- **RFQ content** (description, price, quantity, region, contact name, mobile number, pictures): to show your need in the enquiry pool and let sellers reach you. Your email is not kept: it is only the reply address of the one email sent to an exhibitor.
- **Matchmaking card** (name, company, position, country or region, interests, contact) and chat messages: to show you to other attendees and let you talk.
- **Pre-registration** (name, company, position, mobile number, email, visitor type, interests): to issue your e-badge and email it to you.
- **Behaviour records** (views, collections): to rank popular exhibitors and products, never to identify you.
- **The email you type to send your plan**: used once to send it, not kept.

## Who receives it
- **Sellers**: only when you give your separate consent while posting an RFQ do sellers who write to it see your mobile number.
- **Exhibitors**: when you send an enquiry to one exhibitor, you separately consent to that exhibitor receiving your contact name, mobile number and email.
- **Other attendees**: only with your separate consent is your matchmaking card shown to other attendees of the same show.
- **The organiser**: for stand bookings, reports and entry checks. Scanning an e-badge only checks that it is valid; it gives exhibitors nothing about you.
- **Service providers**: the SMS and email providers process your number or address only to deliver codes, notices and emails.
We do not sell personal information.

## How long we keep it
- RFQs: open for 30 days; closed or expired ones until 90 days after the show.
- Matchmaking cards and chats: until you leave matchmaking or 90 days after the show.
- Pre-registrations and e-badges: until 90 days after the show.
- Uploaded pictures no RFQ uses: deleted within 24 hours.
- Consent records: until 3 years after withdrawal, to show what was agreed and when.

## Your rights
You can withdraw any consent at any time under "My consents" at the bottom of this page; sharing stops at once (what was shared before is not affected). You can also see, export or delete your data. Refusing or withdrawing a consent does not affect browsing, collecting or your plan.

## Contact
Questions about this policy: [privacy@expo.local](mailto:privacy@expo.local).`,
}
