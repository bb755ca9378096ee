import type { StoryPage } from '@atelier/contract';
import type { Hairstyle } from './portrait';
import type { Art, Pair } from './demo-site';

/**
 * The pages built of story sections (BUSINESS, Idea, city) and the founder. Facts agree with
 * demo-content.ts and demo-artists.ts: Lin Che, Wensan Road, 2016, 120+ artists, 3,600+ works
 * collected, 48 exhibitions in 9 cities, the milestones of 2018, 2020, 2022, 2024 and 2025.
 */

export interface StorySectionSeed {
  title: Pair;
  subtitle: Pair;
  summary: Pair;
  art: Art;
}

export interface StoryPageSeed {
  page: StoryPage;
  title: Pair;
  lead: Pair;
  /** HTML, two paragraphs. */
  body: Pair;
  art: Art;
  sections: StorySectionSeed[];
}

export const storyPages: StoryPageSeed[] = [
  {
    page: 'business',
    title: ['我们做什么', 'What we do'],
    lead: [
      '一间工作室，五条彼此相连的业务：从一段程序、一张编号的版画，到一间只由光搭成的房间。',
      'One studio, five connected lines of work: from a few lines of code and a numbered print to a room built only of light.',
    ],
    body: [
      '<p>艺术工坊的每一条业务都从同一张工作台出发。2016 年林澈在文三路创立工作室时，这里只有一台电脑、一台打样机和三位合作艺术家；十年后，我们与 120 多位艺术家一起工作，已有 3,600 多件作品被藏家收藏。</p><p>我们从不把创作、展览和销售拆开。一件作品从草图走到藏家手里，经过的始终是同一群人：画它的艺术家、印它的版画师、为它编号的序列号系统，以及在展厅里向您讲解它的同事。</p>',
      '<p>Every line of Atelier’s work starts at the same table. When Lin Che founded the studio on Wensan Road in 2016 there was one computer, one proofing printer and three artists; ten years on we work with more than 120 artists, and more than 3,600 of their works have found collectors.</p><p>We have never split making, showing and selling apart. A work travels from sketch to collector through the same hands: the artist who made it, the printer who pulled it, the serial system that numbered it and the colleague who talks you through it in the gallery.</p>',
    ],
    art: [1101, 'flow'],
    sections: [
      {
        title: ['原创数字艺术与限量版', 'Original digital art and editions'],
        subtitle: [
          '数字绘画 · 生成艺术 · 限量版画',
          'Digital painting, generative art, limited prints',
        ],
        summary: [
          '驻场与合作艺术家的原作，以唯一版或小批量限量版发行。版画由周屿在上海西岸的工坊印制，每一张都要在灯箱下检查，合格后才签名编号。',
          'Originals by our resident and partner artists, released as unique works or in small editions. Prints come off Zhou Yu’s presses on Shanghai’s West Bund, and each sheet is checked on a light box before it is signed and numbered.',
        ],
        art: [1102, 'ridges'],
      },
      {
        title: ['展览与委托创作', 'Exhibitions and commissions'],
        subtitle: ['48 场展览 · 9 座城市', '48 exhibitions in 9 cities'],
        summary: [
          '从 2018 年的「流光」开始，我们策划了 48 场展览，巡展到 9 座城市；也为美术馆、酒店和城市公共空间做委托创作，每年中秋的西湖灯光秀就是其中之一。',
          'Since “Flowing Light” in 2018 we have curated 48 exhibitions and toured 9 cities. We also make commissioned work for museums, hotels and public spaces, the Mid-Autumn light show on West Lake among them.',
        ],
        art: [1103, 'orbits'],
      },
      {
        title: ['艺术商城与防伪序列号', 'The art mall and authenticity serials'],
        subtitle: ['2020 年上线', 'Open since 2020'],
        summary: [
          '艺术商城里的每一件作品都附有唯一的防伪序列号和收藏证书，扫码就能在「防伪查询」核验来处。2025 年开放的积分商城，让签到和参与社区也能换来版画与周边。',
          'Every work in the art mall carries its own authenticity serial and certificate: scan the code and the Authenticity check page tells you where it came from. The points mall, open since 2025, turns signing in and taking part into prints and keepsakes.',
        ],
        art: [1104, 'mosaic'],
      },
      {
        title: ['MR 混合现实体验', 'Mixed-reality experiences'],
        subtitle: ['文三路工作室一楼', 'Ground floor, Wensan Road studio'],
        summary: [
          '2022 年落成的 MR 体验馆由顾星遥主持设计，馆里没有一面真正的墙。我们也把混合现实带进巡展和品牌合作，让观众走进作品，而不只是站在它面前。',
          'The mixed-reality hall, designed under Gu Xingyao, opened in 2022 and has no real walls. We take mixed reality on tour and into partnerships too, so that visitors walk into a work instead of standing in front of it.',
        ],
        art: [1105, 'orbits'],
      },
      {
        title: ['创作者计划', 'Creator programmes'],
        subtitle: [
          '超级个体 · 艺术家驻留 · 创作者社区',
          'Super Individual, residencies, creator community',
        ],
        summary: [
          '2024 年发起的「超级个体」计划，把工作室的印制、序列号、商城和展览开放给独立创作者；驻留项目每年邀请国内外艺术家来杭州工作三个月。',
          'The Super Individual programme, begun in 2024, opens our printing, serials, shop and exhibitions to independent creators, and each year our residency brings artists from China and abroad to work in Hangzhou for three months.',
        ],
        art: [1106, 'mosaic'],
      },
    ],
  },
  {
    page: 'idea',
    title: ['我们相信的事', 'What we believe'],
    lead: [
      '规则由人写下，偶然由世界赠予。',
      'People write the rules; the world supplies the chance.',
    ],
    body: [
      '<p>艺术工坊里有画家，也有工程师。十年来我们争论过很多事，最后留下来的是几条朴素的原则：作品先于流量，手艺先于工具，来处必须清楚，好东西应该被更多人看见。</p><p>这几条原则写在文三路工作室门口的一块黑板上。每当我们要决定接不接一个项目、发不发一件作品，就回到那块黑板前，再读一遍。</p>',
      '<p>Atelier is made of painters and engineers. In ten years we have argued about a great many things, and what remains is a handful of plain principles: the work before the numbers, craft before tools, a clear provenance always, and good work seen by more people.</p><p>They are written on a blackboard by the door of the Wensan Road studio. Whenever we have to decide whether to take on a project or release a work, we go back to that blackboard and read them once more.</p>',
    ],
    art: [1201, 'orbits'],
    sections: [
      {
        title: ['算法是一种笔触', 'An algorithm is a brushstroke'],
        subtitle: ['关于创作', 'On making'],
        summary: [
          '我们不把程序当作代替画家的机器。「流光」的二十四幅作品出自同一段不到三百行的程序，却没有两幅相同：写规则的是人，让每一幅不同的是风、水和时间。',
          'We don’t treat programs as machines that replace painters. The twenty-four works of “Flowing Light” came from one program of fewer than three hundred lines, and no two are alike: people wrote the rules, and wind, water and time made each one different.',
        ],
        art: [1202, 'flow'],
      },
      {
        title: ['慢一点，做完整', 'Slow down, finish properly'],
        subtitle: ['关于手艺', 'On craft'],
        summary: [
          '一幅山水上千个图层，一张版画在灯箱下检查三遍，一只手办由画师一笔一笔上色。我们宁可少发行几件，也不让一件不合格的作品离开工作室。',
          'A thousand layers in one landscape, a print checked three times on the light box, a figure painted stroke by stroke. We would rather release fewer works than let a flawed one leave the studio.',
        ],
        art: [1203, 'ridges'],
      },
      {
        title: ['每件作品都有来处', 'Every work has a provenance'],
        subtitle: ['关于收藏', 'On collecting'],
        summary: [
          '从 2020 年起，工作室售出的每一件作品都带着唯一的序列号和证书，记下艺术家、版次与制作日期。藏家买到的不只是一张图，还有一段可以追溯的历史。',
          'Since 2020 every work we sell has carried its own serial and certificate, recording the artist, the edition and the date it was made. A collector buys not just a picture but a history that can be traced.',
        ],
        art: [1204, 'mosaic'],
      },
      {
        title: ['艺术家先于工作室', 'Artists before the studio'],
        subtitle: ['关于合作', 'On working together'],
        summary: [
          '每一件作品的收入都与艺术家分成，艺术家的那一份始终大于工作室的；版权留在艺术家手里，工作室只取得双方约定的发行权。',
          'The income from every work is shared with its artist, and the artist’s share is always the larger one. Copyright stays with the artist; the studio holds only the publishing rights both sides agree on.',
        ],
        art: [1205, 'orbits'],
      },
      {
        title: ['让艺术回到日常', 'Art back in everyday life'],
        subtitle: ['关于观众', 'On audiences'],
        summary: [
          '一只印着老茶社的帆布袋，一张熊猫寄信的明信片，一场 40 分钟的 MR 体验。好作品不该只挂在展厅里，也该出现在书桌上、通勤路上和周末的下午。',
          'A tote bag printed with an old teahouse, a postcard of a panda posting a letter, a forty-minute walk through a room of light. Good work shouldn’t only hang in galleries; it belongs on desks, on the commute and in weekend afternoons too.',
        ],
        art: [1206, 'flow'],
      },
    ],
  },
  {
    page: 'city',
    title: ['杭州，我们的城市', 'Hangzhou, our city'],
    lead: [
      '工作室在文三路，灵感在西湖边：十年来，我们一直在这座城市里画它的光和水。',
      'The studio is on Wensan Road and the ideas come from West Lake: for ten years we have painted this city’s light and water from inside it.',
    ],
    body: [
      '<p>文三路是杭州最早的电子一条街，这里的工程师比画廊多。2016 年，林澈在街边一栋旧厂房里创立了艺术工坊，因为他想让写代码的人和画画的人每天在楼梯间擦肩而过。</p><p>从工作室骑车十五分钟就到西湖边，我们的许多作品都从那里出发：苏堤的风、孤山的雪、断桥的残雪、九溪的秋天。走出杭州，我们的展览已经到过 9 座城市，但每一次巡展结束，作品都会回到文三路。</p>',
      '<p>Wensan Road was Hangzhou’s first electronics street, and it still has more engineers than galleries. In 2016 Lin Che founded Atelier in an old factory building on it, because he wanted the people who write code and the people who paint to pass each other on the stairs every day.</p><p>West Lake is a fifteen-minute bike ride away, and many of our works start there: the wind on the Su Causeway, the snow on Solitary Hill and the Broken Bridge, autumn at Nine Creeks. Our exhibitions have travelled to 9 cities, but at the end of every tour the works come home to Wensan Road.</p>',
    ],
    art: [1301, 'ridges'],
    sections: [
      {
        title: ['文三路工作室', 'The Wensan Road studio'],
        subtitle: ['艺创园 5 号楼', 'Building 5, Yichuang Park'],
        summary: [
          '一栋三层的旧厂房：一楼是 MR 体验馆和展厅，二楼是画室和打样间，三楼是工程师的工作区。周二至周日 10:00–19:00 开放，每月最后一个周六下午有开放日导览。',
          'A three-storey former factory: the mixed-reality hall and the gallery on the ground floor, the painting studios and proofing room above, the engineers at the top. Open Tuesday to Sunday, 10:00–19:00, with an open-day tour on the last Saturday afternoon of each month.',
        ],
        art: [1302, 'mosaic'],
      },
      {
        title: ['西湖灯光秀', 'The West Lake light show'],
        subtitle: ['每年中秋之夜', 'Every Mid-Autumn night'],
        summary: [
          '自 2019 年起，每年中秋我们都为北山街一侧的湖岸灯光秀创作生成影像。林澈的「西湖算法」在湖面上随风速变化，一个晚上会有上万人停下脚步。',
          'Since 2019 we have made the generative images for the Mid-Autumn light show along the Beishan Street shore. Lin Che’s “West Lake Algorithm” shifts with the wind across the water, and in a single evening tens of thousands of people stop to watch.',
        ],
        art: [1303, 'orbits'],
      },
      {
        title: ['MR 混合现实体验馆', 'The mixed-reality hall'],
        subtitle: ['2022 年落成', 'Open since 2022'],
        summary: [
          '工作室一楼约 400 平方米的空间里，没有一面真正的墙。顾星遥用光在里面搭起了房间：主展「光的房间」每场约 40 分钟，每场最多 12 位观众。',
          'Some 400 square metres on the studio’s ground floor, without a single real wall. Gu Xingyao has built rooms in it from light: the main piece, “Rooms of Light”, runs about 40 minutes a session for at most 12 visitors.',
        ],
        art: [1304, 'orbits'],
      },
      {
        title: ['九座城市的巡展', 'A tour of nine cities'],
        subtitle: ['48 场展览', '48 exhibitions'],
        summary: [
          '从杭州出发，我们的展览去过上海、苏州、南京、北京、成都、广州、深圳和厦门，一共九座城市、48 场展览。很多合作艺术家，就是在巡展路上认识的。',
          'Starting from Hangzhou, our exhibitions have been to Shanghai, Suzhou, Nanjing, Beijing, Chengdu, Guangzhou, Shenzhen and Xiamen: nine cities and 48 exhibitions in all. Many of the artists we work with we first met on the road.',
        ],
        art: [1305, 'flow'],
      },
      {
        title: ['西溪与运河', 'Xixi and the Grand Canal'],
        subtitle: ['工作室的写生路线', 'The studio’s sketching routes'],
        summary: [
          '每个季度，工作室会挑一个周五下午停工，全体去西溪湿地或大运河边写生：画家带速写本，工程师带录音笔和风速计，回来后这些记录常常变成新作品的种子。',
          'Once a quarter the studio downs tools on a Friday afternoon and goes sketching at Xixi Wetland or along the Grand Canal: painters with sketchbooks, engineers with sound recorders and anemometers. What they bring back often becomes the seed of a new work.',
        ],
        art: [1306, 'ridges'],
      },
    ],
  },
];

type Text = { 'zh-cn': string; en: string };
const t = ([zh, en]: Pair): Text => ({ 'zh-cn': zh, en });

/** The founder's page, stored as the `founder` setting; `bio` is HTML. */
export const founder = {
  name: t(['林澈', 'Lin Che']),
  title: t(['艺术工坊创始人 · 生成艺术家', 'Founder of Atelier, generative artist']),
  quote: t([
    '我想让写代码的人和画画的人，坐在同一张桌子前。',
    'I wanted the people who write code and the people who paint to sit at the same table.',
  ]),
  bio: t([
    '<p>林澈，1984 年生于杭州，在西湖边长大，毕业于中国美术学院新媒体艺术专业。毕业后他没有进画廊，而是做了六年软件工程师：白天写交易系统，夜里用同一种语言画画。那些年他攒下了几百个小程序，每一个都只为画出一种水纹。</p><p>2016 年，他在文三路租下一栋旧厂房的一层，创立了艺术工坊。第一年只有他、一位工程师同事和三位合作艺术家；2018 年，他的首个生成艺术个展「流光」在工作室开幕，二十四幅作品全部出自同一段不到三百行的程序。此后，工作室陆续开出艺术商城、MR 混合现实体验馆，发起「超级个体」计划，合作艺术家超过 120 位。</p><p>他至今每周仍写代码，作品常以西湖的水纹、晨雾与季风为题。在他看来，算法不是冷冰冰的工具，而是一种新的笔触：规则由人写下，偶然由世界赠予。工作室十周年之际，他最常说的一句话是：「我们才刚刚学会怎么用这支笔。」</p>',
    '<p>Lin Che was born in Hangzhou in 1984, grew up by West Lake and studied new media art at the China Academy of Art. Instead of going into galleries he spent six years as a software engineer, writing trading systems by day and painting in the same language by night. In those years he wrote hundreds of small programs, each one only to draw one kind of ripple.</p><p>In 2016 he rented one floor of an old factory on Wensan Road and founded Atelier. The first year it was him, one engineer from his old job and three partner artists. In 2018 his first generative show, “Flowing Light”, opened at the studio: all twenty-four works came from one program of fewer than three hundred lines. The studio went on to open the art mall and the mixed-reality hall, began the Super Individual programme, and now works with more than 120 artists.</p><p>He still writes code every week, and his subjects are still the ripples, morning mist and monsoon winds of West Lake. To him an algorithm is not a cold tool but a new kind of brushstroke: people write the rules, and the world supplies the chance. In the studio’s tenth year, what he says most often is: “We have only just learned how to hold this brush.”</p>',
  ]),
  facts: [
    { label: t(['出生', 'Born']), value: t(['1984 年，杭州', '1984, Hangzhou']) },
    {
      label: t(['求学', 'Studied']),
      value: t(['中国美术学院 · 新媒体艺术', 'New media art, China Academy of Art']),
    },
    {
      label: t(['创立', 'Founded']),
      value: t(['艺术工坊，2016 年', 'Atelier, in 2016']),
    },
    {
      label: t(['代表作', 'Known for']),
      value: t([
        '「流光」「西湖算法」「季风年轮」',
        '“Flowing Light”, “West Lake Algorithm”, “Monsoon Rings”',
      ]),
    },
    {
      label: t(['工作语言', 'Works in']),
      value: t(['代码、粒子与曲线', 'Code, particles and curves']),
    },
    {
      label: t(['常驻', 'Based at']),
      value: t(['杭州文三路工作室', 'The Wensan Road studio, Hangzhou']),
    },
  ],
  timeline: [
    {
      year: 2016,
      text: t([
        '在文三路创立艺术工坊，完成第一件作品「文三路的夜」',
        'Founds Atelier on Wensan Road and makes its first work, “Night on Wensan Road”',
      ]),
    },
    {
      year: 2018,
      text: t([
        '首个生成艺术个展「流光」在工作室开幕',
        'His first generative show, “Flowing Light”, opens at the studio',
      ]),
    },
    {
      year: 2019,
      text: t([
        '「西湖算法 · 春」首次投映在中秋西湖灯光秀的湖面上',
        '“West Lake Algorithm: Spring” is first projected on the lake for the Mid-Autumn light show',
      ]),
    },
    {
      year: 2020,
      text: t([
        '艺术商城上线，每件作品附防伪序列号',
        'The art mall opens; every work carries a serial',
      ]),
    },
    {
      year: 2022,
      text: t([
        'MR 混合现实体验馆在工作室一楼落成',
        'The mixed-reality hall opens on the studio’s ground floor',
      ]),
    },
    {
      year: 2024,
      text: t([
        '发起「超级个体」独立创作者计划',
        'Begins the Super Individual programme for independent creators',
      ]),
    },
    {
      year: 2025,
      text: t([
        '积分商城与创作者社区开放；新作「断桥残雪」发布',
        'The points mall and creator community open; releases “Lingering Snow on the Broken Bridge”',
      ]),
    },
    {
      year: 2026,
      text: t([
        '工作室十周年回顾展「十年」在文三路开幕',
        'The tenth-anniversary show “Ten Years” opens on Wensan Road',
      ]),
    },
  ],
};

/** The founder's portrait: Lin Che as the team page draws him, at 600 × 750. */
export const founderPerson: [seed: number, hair: Hairstyle] = [1985, 'side'];
