import type { Art, Pair } from './demo-site';

export interface NewsSeed {
  category: Pair;
  title: Pair;
  summary: Pair;
  /** HTML, three to five paragraphs. */
  content: Pair;
  /** Beijing date of publication, `YYYY-MM-DD`. */
  date: string;
  art: Art;
}

const exhibition: Pair = ['展览', 'Exhibitions'];
const artists: Pair = ['艺术家', 'Artists'];
const programme: Pair = ['创作者计划', 'Programmes'];
const studio: Pair = ['工作室', 'Studio'];
const awards: Pair = ['荣誉', 'Awards'];
const partners: Pair = ['合作', 'Collaborations'];

/** The studio's news from 2023 to 2026, oldest first; every date and number agrees with the rest. */
export const news: NewsSeed[] = [
  {
    category: exhibition,
    title: [
      '周屿个展「城市切片」在上海西岸开幕',
      'Zhou Yu’s “City Slices” opens on Shanghai’s West Bund',
    ],
    summary: [
      '二十四张孔版印刷，把外滩、文三路和青岛港拆成色块再一层层叠印回来。',
      'Twenty-four risograph prints that break the Bund, Wensan Road and Qingdao harbour into fields of colour and print them back layer by layer.',
    ],
    content: [
      '<p>3 月 11 日，版画艺术家周屿的个展「城市切片」在上海西岸开幕。展览由艺术工坊策划，展出他 2019 年以来的二十四张孔版印刷作品，地点就在他的工坊隔壁。</p><p>「城市切片」把城市的街区拆成色块，再用孔版一层层叠印回来。外滩的十二栋楼变成十二种颜色，文三路那一张的右下角，是艺术工坊画室的窗。因为每一次套印都有细微的错位，同一版里没有两张完全相同，展厅里特意把同一版的三张并排挂在一起。</p><p>自 2019 年起，工作室的限量版画都出自周屿的工坊。开幕当天，他带观众参观了那三台机器，并现场演示了灯箱检查：不合格的纸当场裁掉，从不流出。</p><p>展览持续至 5 月 7 日，周二至周日开放，免费参观。</p>',
      '<p>On 11 March the printmaker Zhou Yu opened his solo show “City Slices” on Shanghai’s West Bund. Curated by Atelier, it shows twenty-four of his risograph prints made since 2019, right next door to his workshop.</p><p>“City Slices” breaks city blocks into fields of colour and prints them back layer by layer. The twelve buildings of the Bund become twelve colours; in the Wensan Road print, the square at bottom right is the window of Atelier’s painting room. Because every pass registers slightly differently, no two sheets of an edition are alike, and the show hangs three sheets of the same edition side by side to prove it.</p><p>Every limited print the studio has sold since 2019 has come from Zhou Yu’s workshop. On opening day he showed visitors round its three machines and demonstrated the light box check: a sheet that fails is cut up on the spot and never leaves the room.</p><p>The show runs until 7 May, Tuesday to Sunday, and admission is free.</p>',
    ],
    date: '2023-03-11',
    art: [1701, 'mosaic'],
  },
  {
    category: artists,
    title: [
      '「山海异兽」第三件「鲲」发布',
      '“Kun”, the third of the Beasts of Mountains and Seas, is released',
    ],
    summary: [
      '北冥之鱼身上的纹路，来自林澈的一段生成程序：陈默然第一次与创始人合作一件手办。',
      'The markings on the great fish of the northern sea come from one of Lin Che’s programs: Chen Moran’s first figure made with the founder.',
    ],
    content: [
      '<p>雕塑与手办设计师陈默然的「山海异兽」系列迎来第三件作品「鲲」。继「白泽」与「九尾」之后，这一次他选择了《庄子》里那条北冥之鱼。</p><p>「鲲」最特别的地方在它的纹路。陈默然请林澈为它写了一段生成程序，用西湖一个夏天的水纹数据画出鱼鳞的走向，再把结果贴回数字雕刻的模型上。「我雕形，他画水，」陈默然说，「这是工作室第一次有两个人的手同时出现在一件手办上。」</p><p>与系列前两件一样，「鲲」在东莞的合作工厂小批量翻模，由画师逐件手工上色，底座刻有防伪序列号，扫码即可核验。</p><p>「鲲」已在艺术商城「手办雕塑」分类上架。</p>',
      '<p>Chen Moran’s “Beasts of Mountains and Seas” has its third piece: “Kun”. After the Baize and the Nine Tails, this time he chose the great fish of the northern sea from the Zhuangzi.</p><p>What sets Kun apart is its markings. Chen asked Lin Che to write a generative program for it, which drew the run of the scales from a summer of ripple data from West Lake; the result was then laid back onto the digital sculpture. “I carved the shape and he drew the water,” says Chen. “It’s the first time two people’s hands have met on one of the studio’s figures.”</p><p>Like the first two, Kun is cast in small batches at our partner workshop in Dongguan and painted by hand, piece by piece, with an authenticity serial engraved on the base that anyone can scan.</p><p>Kun is now in the Figures category of the art mall.</p>',
    ],
    date: '2023-06-03',
    art: [1702, 'orbits'],
  },
  {
    category: studio,
    title: [
      '第五年，中秋西湖灯光秀如期亮起',
      'For the fifth year, the Mid-Autumn light show lights up West Lake',
    ],
    summary: [
      '「西湖算法」再次投映在北山街一侧的湖面上，今年的涟漪由当晚的实时风速驱动。',
      '“West Lake Algorithm” returns to the water by Beishan Street, its ripples driven this year by the live wind speed of the night.',
    ],
    content: [
      '<p>9 月 29 日中秋夜，艺术工坊连续第五年为西湖北山街一侧的湖岸灯光秀创作生成影像。从 2019 年的第一场算起，「西湖算法」已经在湖面上流动了五个中秋。</p><p>与往年播放预先生成的画面不同，今年的影像第一次由当晚的实时风速驱动：湖边的三台风速计每秒把数据传回程序，风一转向，湖面上的涟漪就跟着改变。技术总监方砚说，这意味着那一晚的画面只存在了一次，从此再也不会重复。</p><p>当晚从 19:00 到 22:00，有上万人在湖边停下脚步。工作室的同事们分散在断桥和孤山之间，向路过的人讲解他们看到的是什么。</p><p>明年中秋，我们湖边见。</p>',
      '<p>On Mid-Autumn night, 29 September, Atelier made the generative images for the light show along the Beishan Street shore of West Lake for the fifth year running. Counting from the first in 2019, “West Lake Algorithm” has now flowed across the lake for five Mid-Autumn nights.</p><p>Where earlier years played pictures generated in advance, this year’s were driven for the first time by the live wind speed: three anemometers by the lake sent their readings to the program every second, and whenever the wind turned, the ripples on the water turned with it. Technical director Fang Yan points out that the evening’s picture therefore existed only once, and will never be repeated.</p><p>From 19:00 to 22:00, tens of thousands of people stopped by the lake to watch. Our team spread out between the Broken Bridge and Solitary Hill to tell passers-by what they were seeing.</p><p>See you by the lake next Mid-Autumn.</p>',
    ],
    date: '2023-09-29',
    art: [1703, 'orbits'],
  },
  {
    category: exhibition,
    title: [
      '叶青岚「色阶」个展在厦门开幕，巡展来到第九座城市',
      'Ye Qinglan’s “Colour Steps” opens in Xiamen, the tour’s ninth city',
    ],
    summary: [
      '在她出生的城市，十二幅「色阶」与新作「靛与赭」同场展出。',
      'In the city where she was born, twelve of the Colour Steps hang beside her new “Indigo and Ochre”.',
    ],
    content: [
      '<p>12 月 9 日，抽象画家叶青岚的个展「色阶」在厦门开幕。这是艺术工坊的展览第一次来到厦门，也是工作室巡展的第九座城市。</p><p>厦门是叶青岚出生的地方。展览展出「色阶」系列的十二幅作品，以及今年的新作「靛与赭」：两种人类最古老的颜料，在屏幕上重新相遇。她说，小时候在海边看到的颜色，是她后来所有「色阶」的起点。</p><p>从 2018 年的「流光」开始，工作室的展览已经走过杭州、上海、苏州、南京、北京、成都、广州、深圳，如今加上厦门。展览总监宋子衿说，九座城市里，每一站都有观众后来成了工作室的合作艺术家。</p><p>展览持续至 2024 年 2 月 25 日。</p>',
      '<p>On 9 December the abstract painter Ye Qinglan opened her solo show “Colour Steps” in Xiamen. It is the first time an Atelier exhibition has come to Xiamen, the ninth city the studio’s shows have toured.</p><p>Xiamen is where Ye Qinglan was born. The show hangs twelve works from the Colour Steps series together with this year’s “Indigo and Ochre”, in which two of the oldest pigments people have used meet again on a screen. The colours she saw by the sea as a child, she says, are where all her Colour Steps began.</p><p>Since “Flowing Light” in 2018 the studio’s exhibitions have been to Hangzhou, Shanghai, Suzhou, Nanjing, Beijing, Chengdu, Guangzhou and Shenzhen, and now Xiamen. Head of exhibitions Song Zijin says that in each of the nine cities, someone in the audience later became an artist we work with.</p><p>The show runs until 25 February 2024.</p>',
    ],
    date: '2023-12-09',
    art: [1704, 'mosaic'],
  },
  {
    category: programme,
    title: [
      '「超级个体」独立创作者计划发起，首批 12 位创作者入选',
      'The Super Individual programme begins with its first 12 creators',
    ],
    summary: [
      '工作室把印制、序列号、商城和展览开放给独立创作者：不签独家，作品版权留在创作者手里。',
      'The studio opens its printing, serials, shop and exhibitions to independent creators, with no exclusivity and copyright left with the creator.',
    ],
    content: [
      '<p>3 月 16 日，艺术工坊正式发起「超级个体」独立创作者计划。经过两个多月的评审，首批 12 位创作者入选，他们来自杭州、深圳、成都、西安等地，创作方向包括像素艺术、插画、生成艺术和数字雕塑。</p><p>「超级个体」想解决的问题很简单：一个人也能把作品做完整。入选的创作者可以使用工作室的版画印制与打样、防伪序列号与收藏证书、艺术商城的上架与发货，并有机会参加工作室的展览。计划不签独家，作品的版权始终留在创作者手里。</p><p>计划负责人程一帆说：「很多独立创作者缺的不是才华，而是把一张图变成一件可以被收藏的作品的那一整套流程。这套流程我们已经走了八年，现在把它打开。」</p><p>计划全年开放申请，每个季度评审一次，申请通过「加入我们」页面的「超级个体计划」提交。</p>',
      '<p>On 16 March Atelier launched its Super Individual programme for independent creators. After more than two months of review, the first 12 creators were chosen, from Hangzhou, Shenzhen, Chengdu, Xi’an and elsewhere, working in pixel art, illustration, generative art and digital sculpture.</p><p>The programme answers a simple question: can one person carry a work all the way? Creators in the programme can use the studio’s print proofing and printing, its authenticity serials and certificates, listing and shipping in the art mall, and the chance to show in our exhibitions. There is no exclusivity, and the copyright in the work always stays with the creator.</p><p>“What many independent creators lack is not talent but the whole chain that turns a picture into a work someone can collect,” says Cheng Yifan, who leads the programme. “We have been walking that chain for eight years. Now we are opening it up.”</p><p>Applications are open all year round and reviewed every quarter; apply through the Super Individual programme on the Join us page.</p>',
    ],
    date: '2024-03-16',
    art: [1705, 'mosaic'],
  },
  {
    category: artists,
    title: [
      '像素艺术家唐一苇加入，深圳夜晚系列首发',
      'Pixel artist Tang Yiwei joins with her Shenzhen nights',
    ],
    summary: [
      '「华强北」与「城中村的灯」上线艺术商城：32 种颜色，每一个像素都是手工点上去的。',
      '“Huaqiangbei” and “Lights of the Urban Village” arrive in the art mall: 32 colours, every pixel placed by hand.',
    ],
    content: [
      '<p>作为「超级个体」计划的首批创作者之一，像素艺术家唐一苇发布了她与艺术工坊合作的第一组作品：「华强北」和「城中村的灯」。</p><p>唐一苇在深圳长大，大学读计算机，之后在游戏公司做了五年像素美术，画过的角色动作帧超过两万张。离开游戏公司后，她想画一画自己最熟悉的城市：华强北电子市场里成千上万个亮着灯的柜台，握手楼之间只有一条缝的天空。</p><p>她的作品只用 32 色调色板完成。「颜色少，每一个像素放在哪里就更重要，」她说，「就像小时候在城中村里，每一盏灯后面都是一户人家。」</p><p>两件作品已在艺术商城上架，每一件附防伪序列号与收藏证书。</p>',
      '<p>Among the first creators of the Super Individual programme, the pixel artist Tang Yiwei has released her first works with Atelier: “Huaqiangbei” and “Lights of the Urban Village”.</p><p>Tang grew up in Shenzhen, studied computer science and then spent five years as a pixel artist at a games company, drawing more than twenty thousand frames of character animation. After leaving, she wanted to draw the city she knows best: the thousands of lit counters of the Huaqiangbei electronics market, the sliver of sky between tightly packed towers.</p><p>She works with a palette of just 32 colours. “With so few colours, where each pixel goes matters all the more,” she says. “Like in the urban village when I was small: behind every light there was a family.”</p><p>Both works are now in the art mall, each with its authenticity serial and certificate.</p>',
    ],
    date: '2024-06-22',
    art: [1706, 'mosaic'],
  },
  {
    category: exhibition,
    title: [
      '顾星遥新作「回声」在 MR 体验馆开放',
      'Gu Xingyao’s “Echo” opens in the mixed-reality hall',
    ],
    summary: [
      '在黑暗的房间里说一句话，您的声音会变成一圈圈扩散的光。',
      'Say something in a dark room and your voice becomes rings of light spreading outwards.',
    ],
    content: [
      '<p>9 月 7 日起，混合现实艺术家顾星遥的新作「回声」在 MR 体验馆东厅开放。这是体验馆 2022 年落成以来的第二件常设作品。</p><p>「回声」是一间完全黑暗的房间。观众戴上眼镜后开口说话，声音会变成一圈圈向外扩散的光，声音越大，光环走得越远；两个人的声音相遇时，光会交织在一起，留下一段时间才慢慢散去。</p><p>顾星遥说，做完「光的房间」之后，她一直想做一件「需要别人才能完成」的作品：「一个人在里面只能看到自己的声音；来的人越多，房间越亮。」</p><p>「回声」每场 25 分钟，周二至周日 10:30–18:30 每半小时一场。</p>',
      '<p>From 7 September, “Echo”, a new work by the mixed-reality artist Gu Xingyao, is open in the east room of the mixed-reality hall. It is the second permanent work since the hall opened in 2022.</p><p>“Echo” is a completely dark room. Once visitors put on the headset and speak, their voices become rings of light spreading outwards: the louder the voice, the further the ring travels. Where two voices meet the light weaves together and lingers a while before it fades.</p><p>After “Rooms of Light”, Gu says, she wanted to make a work that needs other people to finish it: “Alone in there you only see your own voice. The more people come, the brighter the room gets.”</p><p>Sessions of “Echo” last 25 minutes and start every half hour, Tuesday to Sunday, 10:30–18:30.</p>',
    ],
    date: '2024-09-07',
    art: [1707, 'orbits'],
  },
  {
    category: awards,
    title: [
      '「光的房间」获长三角数字创意大赛沉浸体验金奖',
      '“Rooms of Light” wins gold for immersive experience at the Yangtze Delta Digital Creativity Awards',
    ],
    summary: [
      '评委会称它「让观众第一次意识到，空间也可以是一种情绪」。',
      'The jury said it “made visitors realise, for the first time, that a space can also be a mood”.',
    ],
    content: [
      '<p>12 月 14 日，顾星遥主持设计的「光的房间」在第六届长三角数字创意大赛中获得沉浸体验类金奖。</p><p>「光的房间」是 MR 体验馆 2022 年落成时的第一件作品。馆里没有一面真正的墙，观众戴上眼镜后看见的房间全部由光搭成，并会随着脚步改变形状。评委会在颁奖词中写道，这件作品「让观众第一次意识到，空间也可以是一种情绪」。</p><p>两年来，「光的房间」每月调整一次。顾星遥在领奖时说，这个奖属于体验馆的每一位志愿者和每一位第二次、第三次回来的观众：「是他们告诉我们，房间哪里应该再亮一点。」</p>',
      '<p>On 14 December “Rooms of Light”, designed under Gu Xingyao, won the gold award for immersive experience at the sixth Yangtze Delta Digital Creativity Awards.</p><p>“Rooms of Light” was the first work in the mixed-reality hall when it opened in 2022. The hall has no real walls: the rooms visitors see through the headset are built entirely of light and change shape as they walk. The jury’s citation said the work “made visitors realise, for the first time, that a space can also be a mood”.</p><p>For two years the piece has been revised every month. Accepting the award, Gu said it belonged to every volunteer in the hall and every visitor who came back a second or third time: “They are the ones who told us where a room should be a little brighter.”</p>',
    ],
    date: '2024-12-14',
    art: [1708, 'orbits'],
  },
  {
    category: partners,
    title: [
      '「断桥残雪」春茶礼盒：与西湖边一家百年茶号合作',
      'A spring tea box for “Lingering Snow on the Broken Bridge”, with a century-old West Lake tea house',
    ],
    summary: [
      '林澈的新作印上明前龙井的礼盒，每一盒附一个可以核验的序列号。',
      'Lin Che’s new work on a box of pre-Qingming Longjing, each box with a serial you can check.',
    ],
    content: [
      '<p>今年春天，艺术工坊与西湖边一家有百年历史的茶号合作，推出「断桥残雪」春茶礼盒。礼盒上印的，是林澈今年的新作「断桥残雪」：西湖十景之一的当代版本，雪化时，桥只剩下一半。</p><p>茶号的师傅在清明前采制了这一批龙井，我们负责礼盒的设计与印制。盒面用工作室为宣纸专门制作的色彩配置文件印制，保留了画面里雪的层次；每一盒都附一个防伪序列号，扫码可以看到这一盒茶和这幅画的来处。</p><p>林澈说，他小时候每年春天都会跟着家人去龙井村买茶：「把一幅画放在一盒茶上，对杭州人来说，是最自然的事。」</p><p>礼盒限量 800 盒，在工作室和茶号门店同步发售。</p>',
      '<p>This spring Atelier and a tea house on West Lake with a hundred years of history are releasing the “Lingering Snow on the Broken Bridge” spring tea box. On the box is Lin Che’s new work of the same name, a present-day take on one of West Lake’s ten scenes: as the snow melts, half the bridge is left.</p><p>The tea house’s masters picked and fired this batch of Longjing before the Qingming festival; we designed and printed the box. It is printed with the colour profile the studio made for xuan paper, which keeps the layers of snow in the picture, and every box carries an authenticity serial: scan it to see where both the tea and the picture come from.</p><p>Lin Che remembers going to Longjing village with his family every spring to buy tea: “For someone from Hangzhou, putting a painting on a box of tea is the most natural thing in the world.”</p><p>The box is limited to 800 and is on sale at the studio and the tea house’s shop.</p>',
    ],
    date: '2025-03-29',
    art: [1709, 'ridges'],
  },
  {
    category: studio,
    title: ['积分商城与创作者社区正式开放', 'The points mall and creator community open'],
    summary: [
      '签到、参与社区就能赢积分，兑换版画、周边和 MR 体验票；唐一苇的像素作品也在第一批数字藏品之列。',
      'Sign in and take part to earn points for prints, goods and mixed-reality tickets; Tang Yiwei’s pixel works are among the first digital collectibles.',
    ],
    content: [
      '<p>5 月 17 日，艺术工坊的积分商城与创作者社区正式开放。这是继 2020 年艺术商城上线之后，工作室在线上最大的一次更新。</p><p>在积分商城里，每天签到、玩积分小游戏和在艺术商城购物都能获得积分，用来兑换限量版画、艺术周边、MR 体验馆门票和工作室开放日导览。一部分商品只能用积分兑换，比如叶青岚专门为积分商城调色的「色阶」真丝方巾。唐一苇的像素作品也在积分商城的第一批数字藏品之列。</p><p>创作者社区则是「超级个体」计划的延伸：创作者可以在这里建立小组、分享进行中的作品，加入小组前需要同意社区公约。</p><p>计划负责人程一帆说：「艺术工坊过去九年做的事，是把好作品交给藏家；接下来想做的，是让喜欢作品的人彼此认识。」</p>',
      '<p>On 17 May Atelier opened its points mall and creator community, the biggest change to the studio online since the art mall opened in 2020.</p><p>In the points mall, signing in each day, playing the points game and shopping in the art mall all earn points, which can be spent on limited prints, art goods, tickets to the mixed-reality hall and open-day tours of the studio. Some things can only be had for points, such as the Colour Steps silk scarf Ye Qinglan coloured especially for the points mall. Tang Yiwei’s pixel works are among its first digital collectibles.</p><p>The creator community grows out of the Super Individual programme: creators can start groups here and share works in progress, and joining a group means agreeing to the community convention.</p><p>“For nine years Atelier has put good work in collectors’ hands,” says Cheng Yifan, who leads the programme. “Next we want the people who love that work to meet each other.”</p>',
    ],
    date: '2025-05-17',
    art: [1710, 'mosaic'],
  },
  {
    category: artists,
    title: [
      '莉娅·莫罗重回杭州，新作「回程」完成',
      'Léa Moreau returns to Hangzhou and finishes “Return Journey”',
    ],
    summary: [
      '六年后的第二次驻留：从里昂到杭州的航线，被折叠进一张 A3 纸。',
      'A second residency six years on: the flight path from Lyon to Hangzhou, folded into one A3 sheet.',
    ],
    content: [
      '<p>2019 年，法国绘图仪艺术家莉娅·莫罗在艺术工坊驻留三个月，每天绕西湖散步，留下了「西湖笔记」。今年夏天，她带着那台上世纪八十年代的笔式绘图仪，第二次来到文三路。</p><p>这次驻留的成果是新作「回程」：她把从里昂飞往杭州的整条航线写进程序，再一次次折叠，直到它能放进一张 A3 纸。绘图仪画了十四个多小时，中间换了三次笔。</p><p>驻留期间，莉娅在工作室二楼开了两场绘图仪工作坊，教大家如何让程序和钢笔「合作」。她说，最喜欢的还是傍晚骑车去湖边：「六年过去了，西湖还是那个西湖，我的线变了。」</p><p>「回程」原稿与少量绘图仪版将于秋季在艺术商城发布。</p>',
      '<p>In 2019 the French plotter artist Léa Moreau spent a three-month residency at Atelier, walking around West Lake every day; the result was “West Lake Notebook”. This summer she came back to Wensan Road for a second time, bringing her 1980s pen plotter with her.</p><p>The new residency produced “Return Journey”: she wrote the whole flight path from Lyon to Hangzhou into her program and folded it again and again until it fitted one A3 sheet. The plotter drew for more than fourteen hours, with three changes of pen.</p><p>During her stay Léa ran two plotter workshops in the studio, teaching people how to make a program and a pen work together. Her favourite moments were still the evening bike rides to the lake: “Six years on, West Lake is the same lake. My lines have changed.”</p><p>The original of “Return Journey” and a small plotter edition will come to the art mall in the autumn.</p>',
    ],
    date: '2025-08-23',
    art: [1711, 'flow'],
  },
  {
    category: exhibition,
    title: [
      '沈知微秋季展「九溪」在文三路开幕',
      'Shen Zhiwei’s autumn show “Nine Creeks” opens on Wensan Road',
    ],
    summary: [
      '一个秋天、九道弯、一千两百个图层：她第一次把杭州的山水画成了一整个展览。',
      'One autumn, nine bends and twelve hundred layers: the first time she has made a whole show of Hangzhou’s hills and water.',
    ],
    content: [
      '<p>11 月 8 日，驻场画家沈知微的秋季展「九溪」在文三路工作室展厅开幕。这是她继 2021 年「山色有无中」之后的第二个个展。</p><p>展览的主作「九溪」画的是九溪十八涧的秋天，溪水在画面里转了九个弯，整幅画有一千两百多个图层。去年秋天，她每个周末都沿着溪水走一遍，用手机记下每一道弯的光线，回来再一层层罩染。展厅里同时展出了「太湖石」「孤山雪霁」等旧作，以及她为这批作品做的二十多支数字笔刷。</p><p>沈知微说，她在苏州长大，画了很多年太湖，这一次终于画了杭州：「在杭州画了八年，才敢画它。」</p><p>展览持续至 2026 年 1 月 11 日，周二至周日 10:00–19:00，免费参观。</p>',
      '<p>On 8 November the resident painter Shen Zhiwei opened her autumn show “Nine Creeks” in the gallery of the Wensan Road studio. It is her second solo show, after “Mountains, There and Not There” in 2021.</p><p>Its central work, “Nine Creeks”, paints autumn at Nine Creeks and Eighteen Gullies: the water turns nine times across the picture, which has more than twelve hundred layers. Last autumn she walked the creek every weekend, noting the light at each bend on her phone, then built it up wash by wash at the studio. The show also hangs earlier works such as “Taihu Stone” and “Clearing Snow on Solitary Hill”, along with the twenty-odd digital brushes she made for them.</p><p>Shen grew up in Suzhou and painted Lake Tai for years; this time, at last, she painted Hangzhou. “I had painted in Hangzhou for eight years before I dared to paint it.”</p><p>The show runs until 11 January 2026, Tuesday to Sunday, 10:00–19:00, and admission is free.</p>',
    ],
    date: '2025-11-08',
    art: [1712, 'ridges'],
  },
  {
    category: studio,
    title: [
      '艺术工坊十周年：回顾展「十年」在文三路开幕',
      'Atelier turns ten: “Ten Years” opens on Wensan Road',
    ],
    summary: [
      '120 多位艺术家、3,600 多件被收藏的作品、48 场展览、9 座城市；「流光 No.7」十周年纪念版画限量 100 版同步发行。',
      'More than 120 artists and 3,600 collected works, 48 exhibitions in 9 cities, and a Flowing Light No. 7 anniversary print in an edition of 100.',
    ],
    content: [
      '<p>5 月 16 日，艺术工坊十周年回顾展「十年」在文三路工作室开幕。2016 年，林澈在这栋旧厂房里创立工作室时，只有一台电脑和三位合作艺术家；十年后，工作室与 120 多位艺术家合作，3,600 多件作品被藏家收藏，48 场展览走过了 9 座城市。</p><p>「十年」按年份展出了工作室每一年最重要的一件作品：从 2016 年冬天的「文三路的夜」，到 2018 年「流光」、2020 年艺术商城的第一件编号作品、2022 年 MR 体验馆的「光的房间 · 一」，一直到「超级个体」创作者今年的新作。</p><p>为纪念十周年，工作室发行「流光 No.7 · 工坊十周年纪念版画」，限量 100 版，每一张附十周年纪念编号与防伪序列号。</p><p>林澈在开幕时说：「十年前我们想让写代码的人和画画的人坐在同一张桌子前。现在桌子变长了，但还是同一张。」</p><p>展览持续至 8 月 30 日。</p>',
      '<p>On 16 May Atelier opened its tenth-anniversary show, “Ten Years”, at the Wensan Road studio. When Lin Che founded the studio in this old factory building in 2016 there was one computer and three partner artists. Ten years on, the studio works with more than 120 artists, more than 3,600 works have found collectors, and 48 exhibitions have travelled to 9 cities.</p><p>“Ten Years” shows the studio’s most important work of each year in turn: from “Night on Wensan Road” in the winter of 2016 to “Flowing Light” in 2018, the first numbered work of the art mall in 2020 and “Room of Light I” in the mixed-reality hall in 2022, all the way to this year’s new works by Super Individual creators.</p><p>To mark the anniversary the studio is releasing “Flowing Light No. 7, tenth anniversary print”, an edition of 100, each sheet with its own anniversary number and authenticity serial.</p><p>At the opening Lin Che said: “Ten years ago we wanted the people who write code and the people who paint to sit at the same table. The table is longer now, but it is still the same table.”</p><p>The show runs until 30 August.</p>',
    ],
    date: '2026-05-16',
    art: [1713, 'flow'],
  },
  {
    category: exhibition,
    title: ['「萤火」在 MR 体验馆亮起', '“Fireflies” lights up the mixed-reality hall'],
    summary: [
      '一千只萤火，各按三条简单的规则飞行，画面从不重复：顾星遥今年的新作。',
      'A thousand fireflies, each following three simple rules, never repeating: Gu Xingyao’s new work of the year.',
    ],
    content: [
      '<p>10 月 17 日起，顾星遥的新作「萤火」在 MR 体验馆开放。这是体验馆继「光的房间」和「回声」之后的第三件常设作品。</p><p>「萤火」里有一千只萤火虫，每一只只遵守三条规则：靠近光，避开同伴，偶尔停下来休息。没有哪一只知道整体的样子，但它们合在一起，会在观众身边聚成光带、散成星点。画面由程序实时生成，从不重复。</p><p>顾星遥说，这件作品的灵感来自小时候在南京郊外的一个夏夜：「那时候我不明白，为什么没有人指挥，它们也能一起亮。」</p><p>「萤火」与「光的房间」同场体验，开放时间为周二至周日 10:00–19:00。</p>',
      '<p>From 17 October Gu Xingyao’s new work “Fireflies” is open in the mixed-reality hall, its third permanent work after “Rooms of Light” and “Echo”.</p><p>There are a thousand fireflies in it, each obeying only three rules: move towards light, keep clear of the others, rest now and then. None of them knows what the whole looks like, yet together they gather into ribbons of light around visitors and scatter again into points. The picture is generated live by a program and never repeats.</p><p>Gu traces the work to a summer night in the countryside outside Nanjing when she was a child: “I couldn’t understand how they all lit up together when nobody was telling them to.”</p><p>“Fireflies” is shown together with “Rooms of Light”, Tuesday to Sunday, 10:00–19:00.</p>',
    ],
    date: '2026-10-17',
    art: [1714, 'mosaic'],
  },
];
