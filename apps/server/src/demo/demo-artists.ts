import type { ArtStyle } from './artwork';
import type { Hairstyle } from './portrait';

type Pair = [zh: string, en: string];
export type Art = [seed: number, style: ArtStyle];

export interface WorkSeed {
  title: Pair;
  medium: Pair;
  description: Pair;
  year: number;
  art: Art;
}

export interface ArtistSeed {
  key: ArtistKey;
  name: Pair;
  title: Pair;
  intro: Pair;
  /** Paragraphs, stored as plain text separated by blank lines. */
  bio: [zh: string[], en: string[]];
  city: Pair;
  /** The cover, and the avatar's ground and clothes, are drawn from this seed in this style. */
  art: Art;
  /** Who the avatar shows: the seed of the person (their team portrait's, for one on the team) and their hair. */
  person: [seed: number, hair: Hairstyle];
  /** Likes and followers the artist has earned before the shop opened its doors. */
  following: [likes: number, followers: number];
  works: WorkSeed[];
}

export type ArtistKey = 'lin' | 'shen' | 'zhou' | 'chen' | 'xu' | 'gu' | 'tang' | 'ye' | 'moreau';

/**
 * The studio's artists. Facts agree with the company text: Lin Che founded Atelier on Wensan
 * Road in 2016, "Flowing Light" opened in 2018, the art mall in 2020, the mixed-reality hall in
 * 2022, the Super Individual programme in 2024 and the points mall in 2025.
 */
export const artists: ArtistSeed[] = [
  {
    key: 'lin',
    name: ['林澈', 'Lin Che'],
    title: ['创始人 · 生成艺术家', 'Founder, generative artist'],
    intro: ['用代码描摹西湖的光与水。', 'Draws the light and water of West Lake in code.'],
    bio: [
      [
        '林澈，1984 年生于杭州，毕业于中国美术学院新媒体艺术专业。毕业后他做了六年软件工程师，白天写交易系统，夜里用同一种语言画画。',
        '2016 年，他在文三路租下一间旧厂房，创立艺术工坊，想让工程师和画家坐在同一张桌子前工作。2018 年，他的首个生成艺术个展「流光」在工作室开幕，展出的二十四幅作品全部出自同一段不到三百行的程序。',
        '他的作品常以西湖的水纹、晨雾和季风为题，用粒子与曲线记录一座城市的呼吸。在他看来，算法不是冷冰冰的工具，而是一种新的笔触：规则由人写下，偶然由世界赠予。',
      ],
      [
        'Lin Che was born in Hangzhou in 1984 and studied new media art at the China Academy of Art. He then spent six years as a software engineer, writing trading systems by day and painting in the same language by night.',
        'In 2016 he rented an old factory floor on Wensan Road and founded Atelier, so that engineers and painters could work at the same table. His first generative show, "Flowing Light", opened at the studio in 2018: all twenty-four works came from one program of fewer than three hundred lines.',
        'His subjects are the ripples, morning mist and monsoon winds of West Lake, a city breathing in particles and curves. To him an algorithm is not a cold tool but a new kind of brushstroke: people write the rules, and the world supplies the chance.',
      ],
    ],
    city: ['杭州', 'Hangzhou'],
    art: [100, 'flow'],
    person: [1985, 'side'],
    following: [2864, 1937],
    works: [
      {
        title: ['文三路的夜', 'Night on Wensan Road'],
        medium: ['生成艺术 · 数字影像', 'Generative art, digital image'],
        description: [
          '工作室成立那年冬天的第一件作品，由窗外车流的节奏驱动。',
          'The first work of the studio’s first winter, driven by the rhythm of the traffic outside.',
        ],
        year: 2016,
        art: [101, 'flow'],
      },
      {
        title: ['流光 No.7', 'Flowing Light No. 7'],
        medium: ['生成艺术 · 艺术微喷', 'Generative art, archival pigment print'],
        description: [
          '个展「流光」的主视觉，七十条曲线各自记住了自己经过的地方。',
          'The key image of "Flowing Light": seventy curves, each remembering where it has been.',
        ],
        year: 2018,
        art: [102, 'flow'],
      },
      {
        title: ['西湖算法 · 春', 'West Lake Algorithm: Spring'],
        medium: ['生成艺术 · 数字影像', 'Generative art, digital image'],
        description: [
          '以苏堤春晓的风速数据为种子，每一圈涟漪都对应一次风向的转变。',
          'Seeded with wind data from the Su Causeway in spring; each ring of ripples is a change of wind.',
        ],
        year: 2019,
        art: [103, 'orbits'],
      },
      {
        title: ['季风年轮', 'Monsoon Rings'],
        medium: ['生成艺术 · 艺术微喷', 'Generative art, archival pigment print'],
        description: [
          '把杭州十年的季风记录画成树的年轮，潮湿的年份颜色更深。',
          'Ten years of Hangzhou’s monsoon drawn as tree rings; the wetter years run darker.',
        ],
        year: 2021,
        art: [104, 'orbits'],
      },
      {
        title: ['断桥残雪', 'Lingering Snow on the Broken Bridge'],
        medium: ['生成艺术 · 数字绘画', 'Generative art, digital painting'],
        description: [
          '西湖十景之一的当代版本：雪化时，桥只剩下一半。',
          'A present-day take on one of West Lake’s ten scenes: as the snow melts, half the bridge is left.',
        ],
        year: 2025,
        art: [105, 'ridges'],
      },
    ],
  },
  {
    key: 'shen',
    name: ['沈知微', 'Shen Zhiwei'],
    title: ['数字画家', 'Digital painter'],
    intro: [
      '在屏幕上续写宋画的留白。',
      'Carries the empty spaces of Song painting onto the screen.',
    ],
    bio: [
      [
        '沈知微，1990 年生于苏州，本科就读于南京艺术学院中国画专业。2015 年她放下毛笔、拿起数位板，花了两年时间，把宋元山水的皴法一笔一笔做成自己的数字笔刷。',
        '2017 年她加入艺术工坊，是工作室的第一位驻场画家。她的一幅山水常常有上千个图层，远山用淡墨一层层罩染，近石则保留下笔时的飞白。2021 年，个展「山色有无中」在文三路工作室展出。',
        '她常说，数字绘画不是为了代替宣纸，而是给留白换一个地方。她现在往返于苏州和杭州之间，画富春江，也画太湖。',
      ],
      [
        'Shen Zhiwei was born in Suzhou in 1990 and studied Chinese painting at the Nanjing University of the Arts. In 2015 she put down the brush for a drawing tablet and spent two years turning the texture strokes of Song and Yuan landscapes into digital brushes of her own.',
        'She joined Atelier in 2017 as its first resident painter. A single landscape of hers often has more than a thousand layers: distant mountains built up in washes of pale ink, near rocks left with the dry streaks of the stroke. Her solo show "Mountains, There and Not There" was held at the Wensan Road studio in 2021.',
        'Digital painting, she says, is not meant to replace rice paper but to give empty space somewhere new to live. She divides her time between Suzhou and Hangzhou, painting the Fuchun River and Lake Tai.',
      ],
    ],
    city: ['苏州', 'Suzhou'],
    art: [200, 'ridges'],
    person: [1986, 'bun'],
    following: [1421, 1088],
    works: [
      {
        title: ['太湖石', 'Taihu Stone'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '画的是园林里一块太湖石的孔洞，也是光穿过它的路径。',
          'The hollows of a garden’s Taihu stone, and the paths light takes through them.',
        ],
        year: 2019,
        art: [201, 'ridges'],
      },
      {
        title: ['烟雨富春', 'Misty Rain on the Fuchun'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '向《富春山居图》致意的长卷，雨中的山只剩下轮廓。',
          'A long scroll in homage to Dwelling in the Fuchun Mountains; in the rain only the outlines remain.',
        ],
        year: 2020,
        art: [202, 'ridges'],
      },
      {
        title: ['山色有无中', 'Mountains, There and Not There'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '同名个展的主作，题目取自王维的诗句。',
          'The central work of the show of the same name; the title is a line by Wang Wei.',
        ],
        year: 2021,
        art: [203, 'ridges'],
      },
      {
        title: ['孤山雪霁', 'Clearing Snow on Solitary Hill'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '雪后初晴的孤山，用了十二种白。',
          'Solitary Hill as the snow clears, painted in twelve different whites.',
        ],
        year: 2022,
        art: [204, 'ridges'],
      },
      {
        title: ['九溪', 'Nine Creeks'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '九溪十八涧的秋天，溪水在画面里转了九个弯。',
          'Autumn at Nine Creeks and Eighteen Gullies; the water turns nine times across the picture.',
        ],
        year: 2025,
        art: [205, 'ridges'],
      },
    ],
  },
  {
    key: 'zhou',
    name: ['周屿', 'Zhou Yu'],
    title: ['版画艺术家', 'Printmaker'],
    intro: [
      '让数字图像回到纸上，一张一张地编号。',
      'Brings digital images back to paper, numbered one sheet at a time.',
    ],
    bio: [
      [
        '周屿，1988 年生于青岛，毕业于中央美术学院版画系。毕业后他在上海西岸开了一间小小的孔版与微喷工坊，至今只有三台机器和两个学徒。',
        '2019 年起，艺术工坊的限量版画都由他的工坊印制。每一张纸都要在日光灯箱下检查，合格的才会用铅笔签名编号，并与工作室的防伪序列号一一对应；不合格的当场裁掉，从不流出。',
        '他自己的系列「城市切片」把城市的街区拆成色块，再用孔版一层层叠印回来，每一版的套色都略有不同。',
      ],
      [
        'Zhou Yu was born in Qingdao in 1988 and graduated from the printmaking department of the Central Academy of Fine Arts. He then opened a small risograph and giclée workshop on Shanghai’s West Bund, which still runs on three machines and two apprentices.',
        'Since 2019 every limited print Atelier sells has come off his presses. Each sheet is checked on a daylight light box; only those that pass are signed and numbered in pencil and matched with the studio’s authenticity serial. The rest are cut up on the spot and never leave the room.',
        'His own series, "City Slices", breaks city blocks into fields of colour and prints them back layer by layer on the risograph, so that no two impressions register quite alike.',
      ],
    ],
    city: ['上海', 'Shanghai'],
    art: [300, 'mosaic'],
    person: [300, 'buzz'],
    following: [973, 612],
    works: [
      {
        title: ['城市切片 · 外滩', 'City Slices: The Bund'],
        medium: ['孔版印刷', 'Risograph print'],
        description: [
          '外滩的十二栋楼被拆成十二种颜色，四次套印。',
          'Twelve buildings of the Bund as twelve colours, printed in four passes.',
        ],
        year: 2019,
        art: [301, 'mosaic'],
      },
      {
        title: ['城市切片 · 文三路', 'City Slices: Wensan Road'],
        medium: ['孔版印刷', 'Risograph print'],
        description: [
          '为艺术工坊所在的街道而作，右下角那一格是工作室的窗。',
          'Made for the street Atelier is on; the square at bottom right is the studio window.',
        ],
        year: 2020,
        art: [302, 'mosaic'],
      },
      {
        title: ['潮汐表', 'Tide Table'],
        medium: ['艺术微喷', 'Giclée print'],
        description: [
          '把青岛港一整年的潮汐表印成起伏的线。',
          'A whole year of Qingdao harbour tides printed as rising and falling lines.',
        ],
        year: 2022,
        art: [303, 'flow'],
      },
      {
        title: ['蓝晒练习', 'Cyanotype Exercises'],
        medium: ['蓝晒', 'Cyanotype'],
        description: [
          '把生成的图像做成负片，在阳光下曝光十二分钟。',
          'Generated images made into negatives and exposed to the sun for twelve minutes.',
        ],
        year: 2023,
        art: [304, 'orbits'],
      },
    ],
  },
  {
    key: 'chen',
    name: ['陈默然', 'Chen Moran'],
    title: ['雕塑与手办设计师', 'Sculptor and figure designer'],
    intro: [
      '把《山海经》里的异兽，做成可以握在手心的雕塑。',
      'Turns the beasts of the Classic of Mountains and Seas into sculptures that fit in your hand.',
    ],
    bio: [
      [
        '陈默然，1991 年生于佛山，毕业于广州美术学院雕塑系。他做过五年游戏角色的数字雕刻，见过太多只存在于屏幕里的怪物。',
        '2020 年他加入艺术工坊，负责工作室的手办与雕塑系列。他的「山海异兽」系列从《山海经》出发，先在电脑里雕出形体，再在东莞的合作工厂小批量翻模，每一件都由画师手工上色。',
        '他希望这些异兽不只是摆件：白泽识万物，九尾护家宅，放在书桌上，也算一个小小的守护。',
      ],
      [
        'Chen Moran was born in Foshan in 1991 and studied sculpture at the Guangzhou Academy of Fine Arts. He spent five years sculpting game characters digitally and met a great many monsters that only ever lived on screens.',
        'He joined Atelier in 2020 to lead its figures and sculpture. His series "Beasts of Mountains and Seas" starts from the ancient Classic of Mountains and Seas: each beast is sculpted on the computer, cast in small batches at a partner workshop in Dongguan and painted by hand.',
        'He wants them to be more than ornaments. The Baize knows all things and the nine-tailed fox guards the home; on a desk, each is a small guardian.',
      ],
    ],
    city: ['广州', 'Guangzhou'],
    art: [400, 'orbits'],
    person: [1984, 'curly'],
    following: [756, 540],
    works: [
      {
        title: ['白泽', 'Baize'],
        medium: ['树脂雕塑 · 手工上色', 'Resin sculpture, hand-painted'],
        description: [
          '「山海异兽」的第一件，能言、识万物的瑞兽。',
          'The first of the Beasts of Mountains and Seas: the talking creature that knows all things.',
        ],
        year: 2021,
        art: [401, 'orbits'],
      },
      {
        title: ['九尾', 'Nine Tails'],
        medium: ['树脂雕塑 · 手工上色', 'Resin sculpture, hand-painted'],
        description: [
          '青丘之狐，九条尾巴由九块独立的模具拼成。',
          'The fox of Qingqiu; its nine tails are cast from nine separate moulds.',
        ],
        year: 2022,
        art: [402, 'flow'],
      },
      {
        title: ['鲲', 'Kun'],
        medium: ['树脂雕塑 · 手工上色', 'Resin sculpture, hand-painted'],
        description: [
          '北冥之鱼，身上的纹路来自林澈的一段生成程序。',
          'The great fish of the northern sea; its markings come from one of Lin Che’s programs.',
        ],
        year: 2023,
        art: [403, 'orbits'],
      },
      {
        title: ['守夜人', 'The Night Watchman'],
        medium: ['搪胶雕塑', 'Vinyl sculpture'],
        description: [
          '一只守着工作室灯光的小兽，是他献给加班同事们的作品。',
          'A small beast keeping the studio lights on, made for colleagues working late.',
        ],
        year: 2025,
        art: [404, 'mosaic'],
      },
    ],
  },
  {
    key: 'xu',
    name: ['许安禾', 'Xu Anhe'],
    title: ['插画师', 'Illustrator'],
    intro: [
      '画茶馆、竹椅和慢下来的下午。',
      'Draws teahouses, bamboo chairs and afternoons that slow down.',
    ],
    bio: [
      [
        '许安禾，1993 年生于成都，毕业于四川美术学院视觉传达专业。她画了六年绘本，最熟悉的题材是家门口的茶馆、竹椅和午睡的猫。',
        '2022 年她开始与艺术工坊合作周边产品：帆布袋、笔记本、明信片。她坚持每件周边都从一张完整的画开始，而不是把图案贴到商品上。',
        '「每天要用的东西，也应该是好看的。」这是她写在工作台上的一句话。',
      ],
      [
        'Xu Anhe was born in Chengdu in 1993 and studied visual communication at the Sichuan Fine Arts Institute. She has illustrated picture books for six years; her favourite subjects are the teahouse round the corner, bamboo chairs and sleeping cats.',
        'In 2022 she began designing goods with Atelier: tote bags, notebooks, postcards. Every one of them begins as a complete picture, never as a pattern stuck onto a product.',
        '"Things you use every day should be beautiful too" is the line written above her desk.',
      ],
    ],
    city: ['成都', 'Chengdu'],
    art: [500, 'mosaic'],
    person: [500, 'long'],
    following: [1189, 703],
    works: [
      {
        title: ['鹤鸣茶社', 'Heming Teahouse'],
        medium: ['数字插画', 'Digital illustration'],
        description: [
          '人民公园里的老茶社，盖碗、竹椅和掏耳朵的师傅。',
          'The old teahouse in People’s Park: lidded bowls, bamboo chairs and the ear cleaner at work.',
        ],
        year: 2022,
        art: [501, 'mosaic'],
      },
      {
        title: ['竹椅上的猫', 'Cat on a Bamboo Chair'],
        medium: ['数字插画', 'Digital illustration'],
        description: [
          '她家楼下那只总在午后出现的橘猫。',
          'The ginger cat that turns up every afternoon downstairs from her flat.',
        ],
        year: 2022,
        art: [502, 'flow'],
      },
      {
        title: ['雨后玉林路', 'Yulin Road after Rain'],
        medium: ['数字插画', 'Digital illustration'],
        description: [
          '雨刚停，小酒馆的灯映在积水里。',
          'The rain has just stopped, and the little bar’s lights shine in the puddles.',
        ],
        year: 2023,
        art: [503, 'mosaic'],
      },
      {
        title: ['熊猫邮局', 'Panda Post Office'],
        medium: ['数字插画', 'Digital illustration'],
        description: [
          '一套十二张的明信片原画，每张都是熊猫在寄信。',
          'The twelve originals of a postcard set, each a panda posting a letter.',
        ],
        year: 2024,
        art: [504, 'mosaic'],
      },
    ],
  },
  {
    key: 'gu',
    name: ['顾星遥', 'Gu Xingyao'],
    title: ['混合现实艺术家', 'Mixed-reality artist'],
    intro: [
      '在真实的房间里，搭一座只有光的建筑。',
      'Builds architecture made only of light inside real rooms.',
    ],
    bio: [
      [
        '顾星遥，1989 年生于南京，本科和硕士都在同济大学读建筑。毕业后她做了四年照明设计，给博物馆和剧场调过上千盏灯。',
        '2019 年她加入艺术工坊，主持了 2022 年落成的 MR 混合现实体验馆。馆里没有一面真正的墙，观众戴上眼镜，看见的是她用光搭起来的房间。',
        '她的系列「光的房间」把建筑的尺度与星图、萤火这样细小的光放在一起，提醒人们：空间也可以是一种情绪。',
      ],
      [
        'Gu Xingyao was born in Nanjing in 1989 and studied architecture at Tongji University through her master’s degree. She spent the next four years in lighting design, tuning well over a thousand lights for museums and theatres.',
        'She joined Atelier in 2019 and led the mixed-reality experience hall that opened in 2022. The hall has no real walls: put on the headset and you see rooms she has built from light.',
        'Her series "Rooms of Light" sets the scale of architecture beside small lights such as star charts and fireflies, as a reminder that a space can also be a mood.',
      ],
    ],
    city: ['杭州', 'Hangzhou'],
    art: [600, 'orbits'],
    person: [1988, 'bob'],
    following: [438, 351],
    works: [
      {
        title: ['光的房间 · 一', 'Room of Light I'],
        medium: ['混合现实装置', 'Mixed-reality installation'],
        description: [
          'MR 体验馆的第一件作品，一间会随观众脚步改变形状的房间。',
          'The first work of the MR hall: a room that changes shape as visitors walk through it.',
        ],
        year: 2022,
        art: [601, 'orbits'],
      },
      {
        title: ['星图', 'Star Chart'],
        medium: ['灯箱 · 生成影像', 'Light box, generative image'],
        description: [
          '按杭州冬至夜空的星位排布的光环。',
          'Rings of light placed after the stars over Hangzhou on the winter solstice.',
        ],
        year: 2023,
        art: [602, 'orbits'],
      },
      {
        title: ['回声', 'Echo'],
        medium: ['混合现实装置', 'Mixed-reality installation'],
        description: [
          '观众说话的声音会变成一圈圈扩散的光。',
          'Visitors’ voices turn into rings of light spreading outwards.',
        ],
        year: 2024,
        art: [603, 'orbits'],
      },
      {
        title: ['萤火', 'Fireflies'],
        medium: ['实时生成影像', 'Real-time generative video'],
        description: [
          '一千只萤火各自按简单的规则飞行，从不重复。',
          'A thousand fireflies, each following simple rules, never repeating.',
        ],
        year: 2026,
        art: [604, 'mosaic'],
      },
    ],
  },
  {
    key: 'tang',
    name: ['唐一苇', 'Tang Yiwei'],
    title: ['像素艺术家', 'Pixel artist'],
    intro: ['一个像素一个像素地，拼出城市的夜晚。', 'Assembles city nights one pixel at a time.'],
    bio: [
      [
        '唐一苇，1996 年生于潮州，在深圳长大。大学学的是计算机，毕业后在游戏公司做了五年像素美术，画过的角色动作帧超过两万张。',
        '2024 年她以独立创作者的身份加入艺术工坊的「超级个体」计划，开始画她最熟悉的深圳：华强北的柜台、城中村的灯、深南大道上的车流。',
        '她的作品只用 32 色调色板完成。2025 年积分商城上线后，她的像素作品是第一批数字藏品。',
      ],
      [
        'Tang Yiwei was born in Chaozhou in 1996 and grew up in Shenzhen. She studied computer science and then worked five years as a pixel artist at a games company, drawing more than twenty thousand frames of character animation.',
        'In 2024 she joined Atelier’s Super Individual programme as an independent creator and began drawing the Shenzhen she knows best: the counters of Huaqiangbei, the lights of the urban villages, the traffic on Shennan Boulevard.',
        'She works with a palette of only 32 colours. When the points mall opened in 2025, her pixel works were among its first digital collectibles.',
      ],
    ],
    city: ['深圳', 'Shenzhen'],
    art: [700, 'mosaic'],
    person: [703, 'ponytail'],
    following: [615, 287],
    works: [
      {
        title: ['华强北', 'Huaqiangbei'],
        medium: ['像素艺术', 'Pixel art'],
        description: [
          '电子市场里成千上万个柜台，每一个都亮着灯。',
          'Thousands of counters in the electronics market, every one of them lit.',
        ],
        year: 2024,
        art: [701, 'mosaic'],
      },
      {
        title: ['城中村的灯', 'Lights of the Urban Village'],
        medium: ['像素艺术', 'Pixel art'],
        description: [
          '握手楼之间只有一条缝的天空，和楼里各家的灯。',
          'A sliver of sky between tightly packed towers, and every family’s light inside them.',
        ],
        year: 2024,
        art: [702, 'mosaic'],
      },
      {
        title: ['深南大道', 'Shennan Boulevard'],
        medium: ['像素艺术', 'Pixel art'],
        description: [
          '晚高峰的车灯连成两条河，一条红，一条白。',
          'Rush-hour headlights become two rivers, one red and one white.',
        ],
        year: 2025,
        art: [703, 'mosaic'],
      },
      {
        title: ['回南天', 'Damp Spring Days'],
        medium: ['像素绘画', 'Pixel painting'],
        description: [
          '岭南春天墙壁冒水的日子，画面里的一切都蒙着雾。',
          'The southern spring when the walls sweat; everything in the picture is fogged.',
        ],
        year: 2026,
        art: [704, 'mosaic'],
      },
    ],
  },
  {
    key: 'ye',
    name: ['叶青岚', 'Ye Qinglan'],
    title: ['抽象画家', 'Abstract painter'],
    intro: ['研究颜色之间的距离。', 'Studies the distance between colours.'],
    bio: [
      [
        '叶青岚，1986 年生于厦门，毕业于清华大学美术学院绘画系。她画了十年油画，直到 2017 年才转向数字媒介，因为屏幕能给她油彩给不了的光。',
        '2018 年她开始与艺术工坊合作。她的「色阶」系列只用两三种颜色，靠色块的大小与间距制造远近。她会在同一块屏幕上连续调色数周，直到两种颜色「刚好隔开一步」。',
        '她现在住在北京，工作室朝北，她说北方的光最诚实。',
      ],
      [
        'Ye Qinglan was born in Xiamen in 1986 and studied painting at the Academy of Arts & Design, Tsinghua University. She painted in oils for ten years before turning to digital media in 2017, because a screen gave her a light that oil paint could not.',
        'She has worked with Atelier since 2018. Her series "Colour Steps" uses only two or three colours and builds depth from the size and spacing of the blocks. She will adjust colours on the same screen for weeks until two of them sit "exactly one step apart".',
        'She lives in Beijing now, in a north-facing studio; northern light, she says, is the most honest.',
      ],
    ],
    city: ['北京', 'Beijing'],
    art: [800, 'mosaic'],
    person: [800, 'fringe'],
    following: [329, 214],
    works: [
      {
        title: ['色阶 · 十二', 'Colour Steps XII'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '「色阶」系列的第十二幅，红与蓝只隔一步。',
          'The twelfth of the Colour Steps: red and blue, one step apart.',
        ],
        year: 2019,
        art: [801, 'mosaic'],
      },
      {
        title: ['午后的距离', 'Afternoon Distance'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '下午三点的阳光在地板上移动的距离。',
          'How far the three o’clock sun moves across the floor.',
        ],
        year: 2020,
        art: [802, 'flow'],
      },
      {
        title: ['靛与赭', 'Indigo and Ochre'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '两种最古老的颜料，在屏幕上重新相遇。',
          'Two of the oldest pigments, meeting again on a screen.',
        ],
        year: 2023,
        art: [803, 'mosaic'],
      },
      {
        title: ['北方的光', 'Northern Light'],
        medium: ['数字绘画', 'Digital painting'],
        description: [
          '画室北窗一整年的光，被压缩成九个色块。',
          'A whole year of light through the studio’s north window, pressed into nine blocks.',
        ],
        year: 2025,
        art: [804, 'mosaic'],
      },
    ],
  },
  {
    key: 'moreau',
    name: ['莉娅·莫罗', 'Léa Moreau'],
    title: ['绘图仪艺术家', 'Plotter artist'],
    intro: ['用绘图仪和钢笔，把算法画在纸上。', 'Draws algorithms on paper with a pen plotter.'],
    bio: [
      [
        '莉娅·莫罗，1990 年生于法国里昂，毕业于里昂国立高等美术学院。她用一台上世纪八十年代的笔式绘图仪作画：程序决定线条，钢笔和纸决定质感。',
        '2019 年她在艺术工坊驻留三个月，每天在西湖边散步，回到工作室就把路线写进程序，那批作品后来成了「西湖笔记」。从那以后，她一直是工作室艺术家网络的一员。',
        '她的一幅画往往要画上十几个小时，几千条线中只要有一条墨水不匀，她就会从头再来。',
      ],
      [
        'Léa Moreau was born in Lyon in 1990 and graduated from the École nationale supérieure des beaux-arts de Lyon. She draws with a pen plotter from the 1980s: the program decides the lines, the pen and the paper decide their texture.',
        'In 2019 she spent a three-month residency at Atelier, walking by West Lake every day and writing her routes into code back at the studio; those drawings became "West Lake Notebook". She has been part of the studio’s network of artists ever since.',
        'A single drawing often takes more than ten hours, and if one of its thousands of lines runs unevenly, she starts again from the beginning.',
      ],
    ],
    city: ['里昂', 'Lyon'],
    art: [900, 'flow'],
    person: [900, 'long'],
    following: [882, 495],
    works: [
      {
        title: ['西湖笔记', 'West Lake Notebook'],
        medium: ['绘图仪绘画 · 墨水纸本', 'Plotter drawing, ink on paper'],
        description: [
          '驻留期间每天的散步路线，叠成一张湖的地图。',
          'Her daily walks during the residency, layered into a map of the lake.',
        ],
        year: 2019,
        art: [901, 'flow'],
      },
      {
        title: ['千线', 'A Thousand Lines'],
        medium: ['绘图仪绘画 · 墨水纸本', 'Plotter drawing, ink on paper'],
        description: [
          '一千条线，每条只比上一条偏移半毫米。',
          'A thousand lines, each offset half a millimetre from the one before.',
        ],
        year: 2021,
        art: [902, 'flow'],
      },
      {
        title: ['罗讷河', 'The Rhône'],
        medium: ['绘图仪绘画 · 墨水纸本', 'Plotter drawing, ink on paper'],
        description: [
          '家乡的河，按一年的水位画成起伏的线。',
          'The river of her home town, drawn from a year of water levels.',
        ],
        year: 2023,
        art: [903, 'flow'],
      },
      {
        title: ['回程', 'Return Journey'],
        medium: ['绘图仪绘画 · 墨水纸本', 'Plotter drawing, ink on paper'],
        description: [
          '从里昂到杭州的航线，被折叠进一张 A3 纸。',
          'The flight path from Lyon to Hangzhou, folded into one A3 sheet.',
        ],
        year: 2025,
        art: [904, 'orbits'],
      },
    ],
  },
];

/** The picture of an artist's work by its English title, for products made from that work. */
export function artOf(key: ArtistKey, titleEn: string): Art {
  const work = artists.find((a) => a.key === key)?.works.find((w) => w.title[1] === titleEn);
  if (!work) throw new Error(`no work "${titleEn}" by ${key}`);
  return work.art;
}
