import type { ArtStyle } from './artwork';
import type { ArtistKey } from './demo-artists';
import type { Hairstyle } from './portrait';

/**
 * The studio's public pages, in both languages: the gallery, the core team, processes,
 * technologies and MR experiences. Story pages and the founder are in demo-site-story.ts, news
 * in demo-site-news.ts, rich texts in demo-site-texts.ts and join-us in demo-site-jobs.ts. All
 * agree with demo-content.ts and demo-artists.ts.
 */
export type Pair = [zh: string, en: string];
export type Art = [seed: number, style: ArtStyle];

export interface GalleryWorkSeed {
  /** A work of an artist of demo-artists.ts, by its English title: title, year, medium follow. */
  artist: ArtistKey;
  work: string;
  /** Longer than the artist page's line: what you see and how it was made. */
  description: Pair;
  /** Pixels; without it the work keeps the shape its artist page gives it. */
  size?: [width: number, height: number];
}

export const gallery: GalleryWorkSeed[] = [
  {
    artist: 'lin',
    work: 'Flowing Light No. 7',
    description: [
      '个展「流光」的主视觉。七十条曲线从同一个起点出发，每一条都记得自己经过的地方，于是越往后越不愿意重合。这一幅是程序跑出的第 4,812 个种子，林澈说他第一眼就知道是它。',
      'The key image of “Flowing Light”. Seventy curves leave from the same point, each remembering where it has been, so the further they go the less they want to overlap. It is the 4,812th seed the program drew, and Lin Che says he knew it at first sight.',
    ],
  },
  {
    artist: 'shen',
    work: 'Misty Rain on the Fuchun',
    description: [
      '向黄公望《富春山居图》致意的长卷。沈知微把雨中的山一层层淡化，最后只留下轮廓，远处的山用了三百多个图层罩染。',
      'A long scroll in homage to Huang Gongwang’s Dwelling in the Fuchun Mountains. Shen Zhiwei faded the mountains in the rain layer by layer until only their outlines remained; the far range alone took more than three hundred layers of wash.',
    ],
    size: [1500, 600],
  },
  {
    artist: 'gu',
    work: 'Room of Light I',
    description: [
      'MR 体验馆的第一件作品，也是顾星遥「光的房间」系列的起点。房间的墙由光线构成，会随观众的脚步后退或靠近，这里展出的是它在某个下午的一帧。',
      'The first work of the mixed-reality hall and the start of Gu Xingyao’s “Rooms of Light”. Its walls are made of light and step back or close in as visitors walk; what you see here is one frame of one afternoon.',
    ],
  },
  {
    artist: 'zhou',
    work: 'City Slices: The Bund',
    description: [
      '周屿把外滩的十二栋楼拆成十二种颜色，用孔版分四次套印回来。每一次套印都有细微的错位，所以这一版里没有两张完全相同。',
      'Zhou Yu broke twelve buildings of the Bund into twelve colours and printed them back in four risograph passes. Every pass registers slightly differently, so no two sheets of the edition are quite alike.',
    ],
    size: [1200, 675],
  },
  {
    artist: 'ye',
    work: 'Colour Steps XII',
    description: [
      '「色阶」系列的第十二幅，只用了红与蓝两种颜色。叶青岚在同一块屏幕上调了六个星期，直到两种颜色「刚好隔开一步」。',
      'The twelfth of the “Colour Steps”, in red and blue alone. Ye Qinglan adjusted them on the same screen for six weeks, until the two colours sat exactly one step apart.',
    ],
  },
  {
    artist: 'chen',
    work: 'Baize',
    description: [
      '「山海异兽」系列的第一件：能言、识万物的瑞兽。陈默然在电脑里雕了三个月，在东莞小批量翻模，最后由画师手工上色。',
      'The first of the “Beasts of Mountains and Seas”: the creature that speaks and knows all things. Chen Moran sculpted it on the computer for three months before it was cast in small batches in Dongguan and painted by hand.',
    ],
  },
  {
    artist: 'moreau',
    work: 'West Lake Notebook',
    description: [
      '莉娅·莫罗 2019 年驻留杭州时，每天绕西湖散步，回到工作室就把当天的路线写进程序。三个月的路线叠在一起，成了一张只属于她的湖的地图。',
      'During her 2019 residency Léa Moreau walked around West Lake every day and wrote the route into her program back at the studio. Three months of walks, layered together, became a map of the lake that is hers alone.',
    ],
  },
  {
    artist: 'xu',
    work: 'Heming Teahouse',
    description: [
      '成都人民公园里的老茶社：盖碗茶、竹椅和正在掏耳朵的师傅。许安禾在茶社坐了整整一个下午，画完时茶已经续了五次。',
      'The old teahouse in Chengdu’s People’s Park: lidded bowls of tea, bamboo chairs and the ear cleaner at work. Xu Anhe sat there a whole afternoon, and by the time she finished her tea had been topped up five times.',
    ],
  },
  {
    artist: 'lin',
    work: 'Night on Wensan Road',
    description: [
      '工作室成立那年冬天的第一件作品。林澈在窗边放了一只麦克风，让窗外车流的节奏驱动画面，车越多，线越密。',
      'The first work of the studio’s first winter. Lin Che set a microphone by the window and let the rhythm of the traffic outside drive the picture: the more cars, the denser the lines.',
    ],
  },
  {
    artist: 'shen',
    work: 'Taihu Stone',
    description: [
      '画的是苏州园林里一块太湖石的孔洞，也是光穿过它的路径。沈知微说，太湖石是最早的「生成艺术」：形状由水写了几千年。',
      'The hollows of a Taihu stone in a Suzhou garden, and the paths light takes through them. Shen Zhiwei calls the Taihu stone the first generative art: its shape was written by water over thousands of years.',
    ],
    size: [800, 1200],
  },
  {
    artist: 'tang',
    work: 'Huaqiangbei',
    description: [
      '深圳华强北电子市场里成千上万个柜台，每一个都亮着灯。唐一苇只用了 32 种颜色，画面里的每一个像素都是手工点上去的。',
      'The thousands of counters of Shenzhen’s Huaqiangbei electronics market, every one of them lit. Tang Yiwei used just 32 colours and placed every pixel by hand.',
    ],
  },
  {
    artist: 'gu',
    work: 'Star Chart',
    description: [
      '按杭州冬至夜空的星位排布的光环，灯箱版可以调暗到夜空的亮度。顾星遥在工作室楼顶记录了那一夜的星空，一直到凌晨四点。',
      'Rings of light placed after the stars over Hangzhou on the winter solstice; the light box edition dims down to the brightness of a night sky. Gu Xingyao charted that night from the studio roof until four in the morning.',
    ],
  },
  {
    artist: 'lin',
    work: 'West Lake Algorithm: Spring',
    description: [
      '以苏堤春晓一个月的风速数据为种子，每一圈涟漪对应一次风向的转变。2019 年中秋，它第一次被投映在西湖的湖面上。',
      'Seeded with a month of wind data from the Su Causeway in spring; each ring of ripples is a change of wind. At Mid-Autumn 2019 it was projected onto West Lake itself for the first time.',
    ],
  },
  {
    artist: 'shen',
    work: 'Mountains, There and Not There',
    description: [
      '2021 年同名个展的主作，题目取自王维「江流天地外，山色有无中」。画面里的山只画了一半，另一半交给观众的眼睛。',
      'The central work of Shen Zhiwei’s 2021 show of the same name; the title is from a line by Wang Wei. Only half of each mountain is painted; the other half is left to the viewer’s eye.',
    ],
  },
  {
    artist: 'ye',
    work: 'Northern Light',
    description: [
      '叶青岚北京画室北窗一整年的光，被压缩成九个色块。她每天中午在同一位置取一次色，一共取了三百六十五次。',
      'A whole year of light through the north window of Ye Qinglan’s Beijing studio, pressed into nine blocks. She sampled the colour from the same spot every noon, three hundred and sixty-five times.',
    ],
  },
  {
    artist: 'zhou',
    work: 'City Slices: Wensan Road',
    description: [
      '为艺术工坊所在的街道而作。右下角亮着的那一格，是工作室二楼画室的窗，周屿印完第一张就寄回了杭州。',
      'Made for the street Atelier is on. The lit square at bottom right is the window of the studio’s painting room; Zhou Yu posted the first sheet to Hangzhou the day he printed it.',
    ],
  },
  {
    artist: 'chen',
    work: 'Nine Tails',
    description: [
      '青丘之狐，系列里最受欢迎的一件。九条尾巴来自九块独立的模具，一位师傅要花整整一个小时才能把它们拼好。',
      'The fox of Qingqiu, the most loved of the series. Its nine tails come from nine separate moulds, and assembling them takes one craftsman a full hour.',
    ],
  },
  {
    artist: 'gu',
    work: 'Fireflies',
    description: [
      '一千只萤火，各自按三条简单的规则飞行：靠近光，避开同伴，偶尔休息。实时生成的画面从不重复，这里是其中一秒。',
      'A thousand fireflies, each following three simple rules: move towards light, keep clear of the others, rest now and then. The real-time video never repeats; this is one second of it.',
    ],
  },
  {
    artist: 'xu',
    work: 'Yulin Road after Rain',
    description: [
      '雨刚停，玉林路小酒馆的灯映在积水里。许安禾说，成都最好看的时候，就是雨停后的那十分钟。',
      'The rain has just stopped and the lights of the little bar on Yulin Road shine in the puddles. Chengdu, Xu Anhe says, is most beautiful in the ten minutes after rain.',
    ],
  },
  {
    artist: 'tang',
    work: 'Shennan Boulevard',
    description: [
      '深南大道晚高峰的车灯连成两条河，一条红，一条白。唐一苇在天桥上数了四十分钟车，把它们排成了画面的节奏。',
      'Rush-hour headlights on Shennan Boulevard become two rivers, one red and one white. Tang Yiwei counted cars from a footbridge for forty minutes and turned them into the picture’s rhythm.',
    ],
    size: [1200, 675],
  },
  {
    artist: 'moreau',
    work: 'A Thousand Lines',
    description: [
      '一千条线，每一条只比上一条偏移半毫米。绘图仪画了十一个小时，只要有一条墨水不匀，莉娅就会撕掉重来。',
      'A thousand lines, each offset half a millimetre from the one before. The plotter drew for eleven hours, and had a single line run unevenly Léa would have torn it up and started again.',
    ],
  },
  {
    artist: 'ye',
    work: 'Indigo and Ochre',
    description: [
      '靛蓝与赭石，人类最早使用的两种颜料，在屏幕上重新相遇。两块颜色之间那道窄窄的缝，是整幅画最难调的地方。',
      'Indigo and ochre, two of the oldest pigments people have used, meeting again on a screen. The narrow gap between the two fields was the hardest part of the picture to get right.',
    ],
  },
  {
    artist: 'shen',
    work: 'Clearing Snow on Solitary Hill',
    description: [
      '雪后初晴的孤山。沈知微为它调出了十二种白：湖面的白、屋檐的白、松枝上将化未化的白。',
      'Solitary Hill as the snow clears. Shen Zhiwei mixed twelve whites for it: the white of the lake, the white of the eaves, the white of snow about to slide off a pine branch.',
    ],
  },
  {
    artist: 'lin',
    work: 'Lingering Snow on the Broken Bridge',
    description: [
      '西湖十景之一的当代版本：雪化的时候，桥只剩下一半。林澈用山水的层次来画算法的噪声，是他第一次离开曲线。',
      'A present-day take on one of West Lake’s ten scenes: as the snow melts, half the bridge is left. Painting algorithmic noise in the layers of a landscape, Lin Che left his curves behind for the first time.',
    ],
  },
];

export interface TeamMemberSeed {
  name: Pair;
  role: Pair;
  bio: Pair;
  joined: number;
  art: Art;
  /** Part of who they are; the rest of the portrait follows from the seed. */
  hair: Hairstyle;
}

/** The core team, the founder first; the artists among them match their artist pages. */
export const team: TeamMemberSeed[] = [
  {
    name: ['林澈', 'Lin Che'],
    role: ['创始人 · 艺术总监', 'Founder and artistic director'],
    bio: [
      '1984 年生于杭州，中国美术学院新媒体艺术专业毕业，做过六年软件工程师。2016 年在文三路创立艺术工坊，至今每周仍写代码，工作室每一场展览的最后一轮选择都由他来做。',
      'Born in Hangzhou in 1984, he studied new media art at the China Academy of Art and spent six years as a software engineer. He founded Atelier on Wensan Road in 2016, still writes code every week and makes the final choices for every exhibition the studio holds.',
    ],
    joined: 2016,
    art: [1985, 'portrait'],
    hair: 'side',
  },
  {
    name: ['方砚', 'Fang Yan'],
    role: ['技术总监', 'Technical director'],
    bio: [
      '林澈在软件公司时的同事，工作室成立第二个月就辞职加入。他写下了工作室的生成引擎和防伪序列号系统，2020 年以来发出的每一个序列号，都经过他设计的校验。',
      'Lin Che’s colleague at the software company, he resigned and joined in the studio’s second month. He wrote the studio’s generative engine and its authenticity serial system; every serial issued since 2020 has passed checks he designed.',
    ],
    joined: 2016,
    art: [1989, 'portrait'],
    hair: 'crop',
  },
  {
    name: ['沈知微', 'Shen Zhiwei'],
    role: ['驻场画家 · 绘画部主理人', 'Resident painter, head of painting'],
    bio: [
      '工作室的第一位驻场画家，把宋元山水的皴法做成了自己的数字笔刷。她带领绘画部的六位画家，每一幅数字绘画上架之前的最后一次校色都由她完成。',
      'The studio’s first resident painter, she turned the texture strokes of Song and Yuan landscapes into digital brushes of her own. She leads the six painters of the painting team and gives every digital painting its last colour check before release.',
    ],
    joined: 2017,
    art: [1986, 'portrait'],
    hair: 'bun',
  },
  {
    name: ['宋子衿', 'Song Zijin'],
    role: ['展览总监', 'Head of exhibitions'],
    bio: [
      '曾在美术馆做了五年策展助理。2018 年的「流光」是她在工作室策划的第一场展览；此后工作室的 48 场展览、九座城市的巡展，每一站都经她的手排期、布展。',
      'She spent five years as a curatorial assistant at a museum. “Flowing Light” in 2018 was the first show she curated here; every one of the studio’s 48 exhibitions, across nine cities, has since been scheduled and hung under her eye.',
    ],
    joined: 2017,
    art: [1987, 'portrait'],
    hair: 'long',
  },
  {
    name: ['顾星遥', 'Gu Xingyao'],
    role: ['MR 体验馆主理人', 'Director of the mixed-reality hall'],
    bio: [
      '同济大学建筑学硕士，做过四年照明设计，给博物馆和剧场调过上千盏灯。她主持设计了 2022 年落成的 MR 混合现实体验馆，馆里那些由光搭成的房间都出自她手。',
      'With a master’s in architecture from Tongji University and four years of lighting design behind her, she has tuned over a thousand lights for museums and theatres. She led the design of the mixed-reality hall that opened in 2022, and every room of light inside it is hers.',
    ],
    joined: 2019,
    art: [1988, 'portrait'],
    hair: 'bob',
  },
  {
    name: ['陈默然', 'Chen Moran'],
    role: ['雕塑与手办主理人', 'Head of sculpture and figures'],
    bio: [
      '做过五年游戏角色的数字雕刻。他的「山海异兽」系列先在电脑里雕出形体，再在东莞的合作工厂小批量翻模，每一件都由画师手工上色，底座上刻着它的序列号。',
      'He spent five years sculpting game characters digitally. His “Beasts of Mountains and Seas” are sculpted on the computer, cast in small batches at a partner workshop in Dongguan and painted by hand, each with its serial on the base.',
    ],
    joined: 2020,
    art: [1984, 'portrait'],
    hair: 'curly',
  },
  {
    name: ['何晓棠', 'He Xiaotang'],
    role: ['收藏与鉴证经理', 'Collections and authenticity manager'],
    bio: [
      '拍卖行出身，2020 年随艺术商城上线加入。她管理着 3,600 多件已收藏作品的档案，每一张收藏证书都由她核对后才寄出，藏家关于来处的每一个问题也都由她回答。',
      'She came from an auction house and joined in 2020, as the art mall opened. She keeps the records of more than 3,600 collected works, checks every certificate before it is posted, and answers every question collectors ask about provenance.',
    ],
    joined: 2020,
    art: [1990, 'portrait'],
    hair: 'ponytail',
  },
  {
    name: ['程一帆', 'Cheng Yifan'],
    role: ['创作者计划负责人', 'Head of creator programmes'],
    bio: [
      '做过八年独立出版。2023 年加入后筹备了「超级个体」计划，2024 年计划发起时首批入选了 12 位独立创作者。2025 年起，她也负责积分商城与创作者社区。',
      'Eight years an independent publisher, she joined in 2023 to prepare the Super Individual programme, which began in 2024 with a first group of 12 independent creators. Since 2025 she has also looked after the points mall and the creator community.',
    ],
    joined: 2023,
    art: [1991, 'portrait'],
    hair: 'fringe',
  },
];

export interface ProcessSeed {
  title: Pair;
  summary: Pair;
  duration: Pair;
  /** HTML. */
  content: Pair;
  steps: Array<{ title: Pair; text: Pair }>;
  art: Art;
}

export const processes: ProcessSeed[] = [
  {
    title: ['从草图到生成系列', 'From sketch to generative series'],
    summary: [
      '一张速写、几条规则、成千上万个种子，最后只留下二十几幅：一个生成艺术系列是这样诞生的。',
      'A sketch, a few rules, thousands of seeds and, in the end, two dozen pictures: this is how a generative series is born.',
    ],
    duration: ['约 6–10 周', 'About 6–10 weeks'],
    content: [
      '<p>生成艺术并不是按一下按钮就出图。以林澈的「流光」为例：他先在速写本上画了两个月的水纹，才决定用「每条曲线记住自己经过的地方」作为唯一的规则。程序写好之后，真正的工作才开始——在成千上万个结果里，找出那些值得留下的。</p><p>每一幅定稿的作品，都会连同它的种子、程序版本和参数一起存档。所以工作室能在任何时候把它原样重画一遍，藏家拿到的收藏证书上也印着这个种子。</p>',
      '<p>Generative art is not a matter of pressing a button. Take Lin Che’s “Flowing Light”: he filled a sketchbook with ripples for two months before settling on a single rule, that every curve remembers where it has been. Once the program was written the real work began: finding, among thousands of results, the few worth keeping.</p><p>Every finished work is archived with its seed, the version of the program and its parameters. The studio can redraw it exactly at any time, and the seed is printed on the certificate the collector receives.</p>',
    ],
    steps: [
      {
        title: ['速写与规则', 'Sketches and rules'],
        text: [
          '在纸上画，直到能用一两句话说清画面的规则。',
          'Draw on paper until the picture’s rule fits in a sentence or two.',
        ],
      },
      {
        title: ['写程序', 'Writing the program'],
        text: [
          '艺术家和工程师一起把规则写成代码，通常不超过三百行。',
          'Artist and engineer turn the rule into code together, rarely more than three hundred lines.',
        ],
      },
      {
        title: ['跑种子', 'Running the seeds'],
        text: [
          '让程序用不同的种子跑上几千次，每一次都是一幅不同的画。',
          'The program runs thousands of times with different seeds, each one a different picture.',
        ],
      },
      {
        title: ['挑选', 'Choosing'],
        text: [
          '把结果铺满工作室的墙，一轮轮淘汰，最后留下二十几幅。',
          'The results cover the studio walls and are whittled down, round by round, to two dozen.',
        ],
      },
      {
        title: ['校色与定稿', 'Colour and finishing'],
        text: [
          '在校准过的屏幕上调色，并为每种输出（屏幕、纸、灯箱）分别定稿。',
          'Colours are set on a calibrated screen, with a final version for each output: screen, paper, light box.',
        ],
      },
      {
        title: ['存档种子', 'Archiving the seed'],
        text: [
          '种子、程序版本与参数一起存档，并印在收藏证书上。',
          'Seed, program version and parameters are archived together and printed on the certificate.',
        ],
      },
    ],
    art: [1401, 'flow'],
  },
  {
    title: ['印制一版限量版画', 'Printing a limited edition'],
    summary: [
      '从文三路的打样间到上海西岸的版画工坊，一张版画要经过三次校色、一次灯箱检查和一支铅笔。',
      'From the proofing room on Wensan Road to the print workshop on Shanghai’s West Bund, a print goes through three colour checks, one light box and a pencil.',
    ],
    duration: ['约 3 周', 'About 3 weeks'],
    content: [
      '<p>工作室的限量版画由周屿在上海西岸的工坊印制。在那之前，每一版都要先在文三路的打样间打样：同一张图在不同的纸上颜色会不同，所以我们为每一种纸都做了专门的色彩配置文件。</p><p>正式印制时，每一张纸都会在日光灯箱下检查。合格的由艺术家用铅笔签名编号，并与一个防伪序列号一一对应；不合格的当场裁掉，从不流出工坊。</p>',
      '<p>The studio’s limited prints are printed by Zhou Yu at his workshop on Shanghai’s West Bund. Before that, every edition is proofed in the proofing room on Wensan Road: the same picture comes out differently on different papers, so each paper we use has a colour profile of its own.</p><p>During the run every sheet is checked on a daylight light box. Those that pass are signed and numbered in pencil by the artist and matched to an authenticity serial, one to one; those that fail are cut up on the spot and never leave the workshop.</p>',
    ],
    steps: [
      {
        title: ['选纸', 'Choosing the paper'],
        text: [
          '棉浆纸、宣纸还是铝板，由作品决定，而不是由成本决定。',
          'Cotton rag, xuan paper or aluminium: the work decides, not the cost.',
        ],
      },
      {
        title: ['打样', 'Proofing'],
        text: [
          '在文三路打样间用这种纸的色彩配置文件打出小样，与屏幕对照。',
          'A proof is printed on Wensan Road with that paper’s colour profile and compared with the screen.',
        ],
      },
      {
        title: ['艺术家确认', 'The artist’s approval'],
        text: [
          '艺术家在小样上签字确认，通常要改两到三轮。',
          'The artist signs off the proof, usually after two or three rounds.',
        ],
      },
      {
        title: ['上海印制', 'Printing in Shanghai'],
        text: [
          '周屿的工坊按确认的小样印制整版，多印的几张留作检查损耗。',
          'Zhou Yu’s workshop prints the edition from the approved proof, with a few spare sheets for the checks.',
        ],
      },
      {
        title: ['灯箱检查', 'The light box'],
        text: [
          '逐张在日光灯箱下检查，不合格的当场裁掉。',
          'Sheet by sheet on a daylight light box; any that fail are cut up there and then.',
        ],
      },
      {
        title: ['签名编号', 'Signing and numbering'],
        text: [
          '艺术家用铅笔签名编号，每一张绑定一个防伪序列号和一张证书。',
          'The artist signs and numbers each sheet in pencil, and each is bound to its own serial and certificate.',
        ],
      },
    ],
    art: [1402, 'mosaic'],
  },
  {
    title: ['做一只手办', 'Making a figure'],
    summary: [
      '从《山海经》里的一段文字，到书桌上一只手工上色的小兽：陈默然的「山海异兽」要走四个月。',
      'From a passage in the Classic of Mountains and Seas to a hand-painted beast on your desk: each of Chen Moran’s figures takes four months.',
    ],
    duration: ['约 4 个月', 'About 4 months'],
    content: [
      '<p>每一只异兽都从《山海经》里的几句描述开始。陈默然会先画几十张设定草图，再在电脑里做数字雕刻，「白泽」一只就雕了三个月。</p><p>定稿的模型先用光固化打印出原型，确认比例和细节后，在东莞的合作工厂翻制硅胶模具、小批量浇注树脂。最后每一件都由画师手工上色，底座上刻着它的防伪序列号。</p>',
      '<p>Every beast starts from a few lines in the Classic of Mountains and Seas. Chen Moran draws dozens of concept sketches before sculpting it digitally; the Baize alone took three months on the computer.</p><p>The finished model is printed as a resin prototype to check its proportions and detail. Then a partner workshop in Dongguan makes silicone moulds and casts a small batch in resin. Finally each one is painted by hand, and its authenticity serial is engraved on the base.</p>',
    ],
    steps: [
      {
        title: ['设定', 'Concept'],
        text: [
          '从古籍里的描述出发，画出几十张设定草图。',
          'Dozens of concept sketches from the ancient text’s description.',
        ],
      },
      {
        title: ['数字雕刻', 'Digital sculpting'],
        text: [
          '在电脑里雕出形体和细节，这是最耗时的一步。',
          'Form and detail are sculpted on the computer; this is the longest step.',
        ],
      },
      {
        title: ['打印原型', 'Printed prototype'],
        text: [
          '用光固化打印原型，在手里检查比例和每一处转折。',
          'A resin prototype is printed so proportions and every turn can be checked in the hand.',
        ],
      },
      {
        title: ['翻模浇注', 'Moulding and casting'],
        text: [
          '东莞的合作工厂翻制硅胶模具，小批量浇注树脂。',
          'The partner workshop in Dongguan makes silicone moulds and casts a small batch in resin.',
        ],
      },
      {
        title: ['手工上色', 'Hand-painting'],
        text: [
          '画师逐件上色，一只九尾要画上大半天。',
          'Painters colour each piece by hand; a Nine Tails takes most of a day.',
        ],
      },
      {
        title: ['质检与编号', 'Inspection and serial'],
        text: [
          '逐件检查后，在底座刻上防伪序列号。',
          'Each piece is inspected and its serial engraved on the base.',
        ],
      },
    ],
    art: [1403, 'orbits'],
  },
  {
    title: ['防伪序列号与收藏证书', 'The authenticity serial and certificate'],
    summary: [
      '每一件作品离开工作室前都会拿到一个无法猜到的序列号，扫一下就知道它从哪里来。',
      'Before it leaves the studio every work gets a serial no one can guess; one scan tells you where it came from.',
    ],
    duration: ['下单后 2 个工作日内', 'Within 2 working days of your order'],
    content: [
      '<p>从 2020 年艺术商城上线起，工作室售出的每一件作品都带着一个防伪序列号。序列号由系统随机生成，无法被猜出或按顺序推算；它被印成二维码，贴在作品背面、手办底座或证书上。</p><p>任何人扫码都会来到「防伪查询」页面，看到这件作品的名称、它被查询过多少次、第一次查询是在什么时候。如果一个序列号不是工作室生成的，页面会明确提示，请谨慎购买。</p>',
      '<p>Since the art mall opened in 2020, every work the studio sells has carried an authenticity serial. It is generated at random by our system, so it can be neither guessed nor worked out from another; it is printed as a QR code on the back of the work, the base of the figure or the certificate.</p><p>Anyone who scans it lands on the Authenticity check page and sees the work’s name, how many times it has been checked and when it was first checked. If a serial was not generated by the studio, the page says so plainly, with a warning to buy with care.</p>',
    ],
    steps: [
      {
        title: ['生成序列号', 'Generating the serial'],
        text: [
          '作品出库时由系统随机生成，每件一个，永不重复。',
          'Generated at random when the work is made ready, one per piece, never repeated.',
        ],
      },
      {
        title: ['印成二维码', 'Printing the QR code'],
        text: [
          '序列号印成二维码，贴在作品背面或手办底座上。',
          'The serial is printed as a QR code on the back of the work or the base of the figure.',
        ],
      },
      {
        title: ['核对证书', 'Checking the certificate'],
        text: [
          '收藏证书写明艺术家、版次和制作日期，由鉴证团队逐张核对。',
          'The certificate gives the artist, the edition and the date, and our authenticity team checks each one.',
        ],
      },
      {
        title: ['随作品寄出', 'Shipping with the work'],
        text: [
          '证书与作品一同包装寄出，藏家签收即可扫码核验。',
          'The certificate is packed with the work; the collector can scan it the moment it arrives.',
        ],
      },
      {
        title: ['随时核验', 'Checking at any time'],
        text: [
          '任何人扫码都能看到查询次数和首次查询时间，转手时也一样有效。',
          'Anyone who scans sees the number of checks and the first one, and it still works when the piece changes hands.',
        ],
      },
    ],
    art: [1404, 'mosaic'],
  },
  {
    title: ['一场 MR 体验', 'Making an MR experience'],
    summary: [
      '在一间没有墙的屋子里搭房间：顾星遥的每一个混合现实作品，都要先量空间、再画光。',
      'Building rooms in a space without walls: each of Gu Xingyao’s mixed-reality works begins with measuring the space, then drawing the light.',
    ],
    duration: ['约 5 个月', 'About 5 months'],
    content: [
      '<p>混合现实作品离不开它所在的空间。顾星遥的团队会先把体验馆重新测绘一遍，精确到厘米，再在三维软件里「画光」：哪里是墙，哪里是门，观众走近时光会怎样退后。</p><p>原型做好后，我们会邀请志愿者一批批来体验，观察他们在哪里停下、在哪里迷路。正式开放后，作品仍会每月调整一次，所以第二次来的观众，常常会发现房间变了。</p>',
      '<p>A mixed-reality work cannot be separated from its space. Gu Xingyao’s team first measures the hall again, to the centimetre, then draws the light in 3D software: where the walls are, where the doors are, how the light steps back as a visitor approaches.</p><p>Once the prototype works, volunteers come through in groups while we watch where they stop and where they get lost. After opening, the piece is still adjusted every month, so people coming back for a second visit often find the rooms have changed.</p>',
    ],
    steps: [
      {
        title: ['测绘空间', 'Measuring the space'],
        text: [
          '把体验馆重新测绘一遍，建立厘米级的空间模型。',
          'The hall is surveyed again into a model accurate to the centimetre.',
        ],
      },
      {
        title: ['画光', 'Drawing the light'],
        text: [
          '在三维软件里搭出由光构成的墙、门和路径。',
          'Walls, doors and paths made of light are built in 3D software.',
        ],
      },
      {
        title: ['交互原型', 'Interactive prototype'],
        text: [
          '加入脚步、声音和手势的响应，先在小范围里试。',
          'Responses to footsteps, voices and gestures are added and tried at small scale.',
        ],
      },
      {
        title: ['志愿者试玩', 'Volunteer sessions'],
        text: [
          '一批批志愿者来体验，观察他们在哪里停下、在哪里迷路。',
          'Groups of volunteers go through while we watch where they pause and where they get lost.',
        ],
      },
      {
        title: ['开放与迭代', 'Opening and revising'],
        text: [
          '正式开放后每月调整一次，房间会慢慢长大。',
          'After opening the piece is revised monthly, and the rooms slowly grow.',
        ],
      },
    ],
    art: [1405, 'orbits'],
  },
];

export interface TechnologySeed {
  title: Pair;
  summary: Pair;
  tags: [zh: string[], en: string[]];
  /** HTML. */
  content: Pair;
  art: Art;
}

export const technologies: TechnologySeed[] = [
  {
    title: ['生成算法', 'Generative algorithms'],
    summary: [
      '粒子、噪声场与可复现的种子：工作室自己写的生成引擎，是林澈和方砚十年的积累。',
      'Particles, noise fields and reproducible seeds: the studio’s own generative engine, ten years in the making by Lin Che and Fang Yan.',
    ],
    tags: [
      ['粒子系统', '噪声场', '可复现种子'],
      ['Particle systems', 'Noise fields', 'Reproducible seeds'],
    ],
    content: [
      '<p>工作室的生成引擎起源于林澈在 2016 年之前写下的几百个小程序。方砚加入后，把它们整理成一套统一的引擎：同样的规则、同样的种子，在任何一台机器上都会画出完全相同的画。</p><h2>它能做什么</h2><ul><li>粒子与曲线：「流光 No.7」的七十条曲线，每一条都记得自己经过的地方。</li><li>噪声场：用风速、潮汐、车流这样的真实数据驱动画面。</li><li>可复现：每一幅作品的种子与程序版本都会存档，并印在收藏证书上。</li></ul><p>引擎只负责执行规则；规则本身，永远由艺术家来写。</p>',
      '<p>The studio’s generative engine grew out of the hundreds of small programs Lin Che wrote before 2016. When Fang Yan joined he gathered them into one engine: the same rules and the same seed draw exactly the same picture on any machine.</p><h2>What it does</h2><ul><li>Particles and curves: the seventy curves of “Flowing Light No. 7”, each remembering where it has been.</li><li>Noise fields: pictures driven by real data such as wind speed, tides and traffic.</li><li>Reproducibility: every work’s seed and program version are archived and printed on its certificate.</li></ul><p>The engine only carries out rules; the rules themselves are always written by an artist.</p>',
    ],
    art: [1501, 'flow'],
  },
  {
    title: ['色彩管理的艺术微喷', 'Colour-managed giclée printing'],
    summary: [
      '十二色颜料墨水、为每一种纸单独制作的色彩配置文件，让屏幕上的颜色在纸上站得住。',
      'Twelve pigment inks and a colour profile made for every paper, so that the colours on screen hold up on paper.',
    ],
    tags: [
      ['ICC 色彩管理', '十二色颜料墨水', '博物馆级纸张'],
      ['ICC colour management', 'Twelve pigment inks', 'Museum-grade papers'],
    ],
    content: [
      '<p>屏幕发光，纸张反光，同一张图在两者上永远不会完全一样。我们的做法是为每一种纸单独制作色彩配置文件：棉浆纸、泾县生宣、无酸画布、拉丝铝板，各有各的一套。</p><h2>我们的标准</h2><ul><li>十二色颜料墨水，耐光性达到博物馆收藏要求。</li><li>每一版先在文三路打样，艺术家签字确认后才送往上海印制。</li><li>正式印制的每一张都在日光灯箱下检查，不合格的当场裁掉。</li></ul><p>我们不追求纸上和屏幕上「一模一样」，而是让作品在每一种材料上都成立。</p>',
      '<p>A screen gives off light and paper reflects it, so one picture never looks exactly the same on both. Our answer is a colour profile made for each paper we use: cotton rag, raw xuan paper from Jing County, acid-free canvas, brushed aluminium each have their own.</p><h2>Our standards</h2><ul><li>Twelve pigment inks, lightfast to the standard museums ask of their collections.</li><li>Every edition is proofed on Wensan Road and signed off by the artist before it goes to Shanghai to be printed.</li><li>Every sheet of the run is checked on a daylight light box, and any that fail are cut up on the spot.</li></ul><p>We don’t chase an exact match between paper and screen; we make the work stand on each material.</p>',
    ],
    art: [1502, 'mosaic'],
  },
  {
    title: ['数字雕刻与树脂手办', '3D sculpting and resin figures'],
    summary: [
      '在电脑里雕刻，在东莞翻模，由画师手工上色：把屏幕里的异兽变成手心里的雕塑。',
      'Sculpted on the computer, cast in Dongguan, painted by hand: beasts from the screen become sculptures in your palm.',
    ],
    tags: [
      ['数字雕刻', '光固化打印', '硅胶翻模', '手工上色'],
      ['Digital sculpting', 'Resin 3D printing', 'Silicone moulds', 'Hand-painting'],
    ],
    content: [
      '<p>陈默然的「山海异兽」全部从数字雕刻开始。数字模型可以无限放大修改，但只有拿在手里，才知道一条尾巴的弧度对不对，所以每一只都会先打印原型。</p><h2>从模型到手办</h2><ul><li>数字雕刻：形体与细节在电脑里完成，一只通常需要一到三个月。</li><li>光固化原型：精度达到 0.05 毫米，用来检查比例。</li><li>硅胶模具与树脂浇注：在东莞的合作工厂小批量完成。</li><li>手工上色：每一件由画师逐件上色，因此没有两件完全一样。</li></ul>',
      '<p>All of Chen Moran’s “Beasts of Mountains and Seas” begin as digital sculptures. A digital model can be enlarged and reworked endlessly, but only in the hand can you tell whether a tail curves right, so each one is printed as a prototype first.</p><h2>From model to figure</h2><ul><li>Digital sculpting: form and detail are made on the computer, usually over one to three months.</li><li>Resin prototype: printed to 0.05 mm to check the proportions.</li><li>Silicone moulds and resin casting: in small batches at our partner workshop in Dongguan.</li><li>Hand-painting: each piece is coloured by a painter, so no two are exactly alike.</li></ul>',
    ],
    art: [1503, 'orbits'],
  },
  {
    title: ['防伪序列号与二维码', 'Authenticity serials and QR codes'],
    summary: [
      '每件作品一个无法猜到的序列号，印成二维码，谁都可以扫码核验来处。',
      'One unguessable serial per work, printed as a QR code that anyone can scan to check where it came from.',
    ],
    tags: [
      ['随机序列号', '二维码核验', '收藏证书'],
      ['Random serials', 'QR verification', 'Certificates'],
    ],
    content: [
      '<p>2020 年艺术商城上线时，方砚设计了工作室的防伪序列号系统。序列号由系统随机生成，不按顺序、不含规律，因此既猜不到，也推算不出下一件。</p><h2>扫码之后</h2><ul><li>看到作品的名称与图片，确认手里的就是它。</li><li>看到它被查询过多少次，以及第一次查询的时间。</li><li>如果序列号不是工作室生成的，页面会明确提示：请谨慎购买。</li></ul><p>查询次数公开，是为了让转手的藏家也能判断：这件作品是不是第一次被人扫码。</p>',
      '<p>When the art mall opened in 2020, Fang Yan designed the studio’s authenticity serial system. Serials are generated at random, with no order and no pattern, so they can be neither guessed nor used to work out the next one.</p><h2>After the scan</h2><ul><li>You see the work’s name and picture, and can confirm it is the one in your hands.</li><li>You see how many times it has been checked, and when it was first checked.</li><li>If the serial was not generated by the studio, the page says so plainly: buy with care.</li></ul><p>The count of checks is public so that a collector buying second-hand can tell whether a work is being scanned for the first time.</p>',
    ],
    art: [1504, 'mosaic'],
  },
  {
    title: ['混合现实', 'Mixed reality'],
    summary: [
      '空间定位、实时渲染与声音交互：在一间没有墙的屋子里，用光搭出可以走进去的房间。',
      'Spatial tracking, real-time rendering and sound: rooms you can walk into, built from light in a hall without walls.',
    ],
    tags: [
      ['空间定位', '实时渲染', '声音交互'],
      ['Spatial tracking', 'Real-time rendering', 'Sound interaction'],
    ],
    content: [
      '<p>MR 体验馆里的一切都建立在精确的空间定位上：观众戴上眼镜，虚拟的墙必须稳稳地待在真实地面的同一个位置，误差不能超过一厘米，否则人就会晕。</p><h2>馆里用到的技术</h2><ul><li>空间定位：馆内布置了定位基站，每副眼镜每秒校准九十次。</li><li>实时渲染：光的房间随观众的脚步实时变化，而不是播放录好的动画。</li><li>声音交互：在「回声」里，观众说话的声音会变成一圈圈扩散的光。</li></ul>',
      '<p>Everything in the mixed-reality hall rests on precise spatial tracking: once visitors put on the headset, a virtual wall has to stay in exactly the same place on the real floor, to within a centimetre, or people feel sick.</p><h2>What the hall runs on</h2><ul><li>Spatial tracking: base stations around the hall recalibrate each headset ninety times a second.</li><li>Real-time rendering: the rooms of light change with visitors’ steps as they happen, never a pre-recorded animation.</li><li>Sound interaction: in “Echo”, visitors’ voices turn into rings of light spreading outwards.</li></ul>',
    ],
    art: [1505, 'orbits'],
  },
];

export interface MrSeed {
  title: Pair;
  summary: Pair;
  location: Pair;
  openHours: Pair;
  minutes: number;
  art: Art;
}

export const mrExperiences: MrSeed[] = [
  {
    title: ['光的房间', 'Rooms of Light'],
    summary: [
      '体验馆的主展。戴上眼镜，走进顾星遥用光搭起的一组房间：墙会随您的脚步后退，门会在您犹豫时出现。',
      'The hall’s main piece. Put on the headset and walk through a suite of rooms Gu Xingyao has built from light: walls step back as you approach, and doors appear when you hesitate.',
    ],
    location: [
      '文三路工作室一楼 · MR 体验馆',
      'Mixed-reality hall, ground floor, Wensan Road studio',
    ],
    openHours: [
      '周二至周日 10:00–19:00，每小时一场，每场最多 12 人',
      'Tuesday to Sunday, 10:00–19:00; a session every hour, at most 12 visitors each',
    ],
    minutes: 40,
    art: [1601, 'orbits'],
  },
  {
    title: ['回声', 'Echo'],
    summary: [
      '顾星遥 2024 年的作品。在一间黑暗的房间里说一句话，您的声音会变成一圈圈扩散的光，碰到别人的声音时会交织在一起。',
      'Gu Xingyao’s work of 2024. Say something in a dark room and your voice becomes rings of light spreading outwards, weaving into other people’s when they meet.',
    ],
    location: [
      '文三路工作室一楼 · MR 体验馆东厅',
      'East room of the mixed-reality hall, Wensan Road studio',
    ],
    openHours: [
      '周二至周日 10:30–18:30，每半小时一场',
      'Tuesday to Sunday, 10:30–18:30; a session every half hour',
    ],
    minutes: 25,
    art: [1602, 'orbits'],
  },
  {
    title: ['走进流光', 'Into Flowing Light'],
    summary: [
      '把林澈 2018 年的首个个展「流光」搬进混合现实：「流光 No.7」的七十条曲线从您身边流过，您走到哪里，它们就绕开哪里。',
      'Lin Che’s first show of 2018, “Flowing Light”, brought into mixed reality: the seventy curves of “Flowing Light No. 7” flow past you and bend away wherever you walk.',
    ],
    location: ['文三路工作室一楼 · 展厅', 'Gallery, ground floor, Wensan Road studio'],
    openHours: [
      '周二至周日 10:00–19:00，随到随体验',
      'Tuesday to Sunday, 10:00–19:00; walk in at any time',
    ],
    minutes: 20,
    art: [1603, 'flow'],
  },
  {
    title: ['湖上 · 西湖算法', 'On the Lake: West Lake Algorithm'],
    summary: [
      '一条沿北山街的夜间步行路线。从断桥出发，戴上轻便眼镜，湖面上会浮现随实时风速变化的涟漪，一直走到孤山脚下。',
      'An evening walk along Beishan Street. Set off from the Broken Bridge in a light headset and ripples shaped by the live wind speed rise from the lake, all the way to the foot of Solitary Hill.',
    ],
    location: [
      '西湖北山街 · 断桥东侧集合',
      'Beishan Street by West Lake; meet at the east end of the Broken Bridge',
    ],
    openHours: [
      '4 月至 11 月，周五至周日 18:30 与 19:30 两场',
      'April to November, Friday to Sunday, sessions at 18:30 and 19:30',
    ],
    minutes: 60,
    art: [1604, 'ridges'],
  },
];
