import { artOf, type Art, type ArtistKey } from './demo-artists';
import type { CategoryCode } from './demo-content';
import type { ShotKind } from './product-shots';

type Pair = [zh: string, en: string];

export interface ProductSeed {
  category: CategoryCode;
  artist?: ArtistKey;
  name: Pair;
  /** Paragraphs of the description. */
  about: Pair[];
  /** An optional bullet list after them. */
  points?: Pair[];
  specs: Array<[name: Pair, value: Pair]>;
  material: Pair;
  size: Pair;
  /** Defaults to the category's. */
  age?: Pair;
  /** Grams, packed. */
  weight: number;
  /** Yuan in the art mall, points in the points mall. */
  price: number;
  stock: number;
  sales: number;
  /** Days since it was listed. */
  listed: number;
  art: Art;
  /** Defaults to the category's. */
  shots?: ShotKind[];
  /** A retired edition stays in the database but off sale. */
  retired?: true;
}

const allAges: Pair = ['不限', 'All ages'];

export const categoryDefaults: Record<CategoryCode, { age: Pair; shots: ShotKind[] }> = {
  paintings: { age: allAges, shots: ['artwork', 'wall', 'detail', 'certificate'] },
  prints: { age: allAges, shots: ['artwork', 'paper', 'detail', 'certificate'] },
  generative: { age: allAges, shots: ['artwork', 'paper', 'detail', 'certificate'] },
  peripherals: { age: allAges, shots: ['artwork', 'detail', 'certificate'] },
  figures: {
    age: ['15 岁以上', 'Ages 15 and up'],
    shots: ['figure', 'figure-side', 'box', 'certificate'],
  },
  gifts: { age: allAges, shots: ['artwork', 'detail', 'certificate'] },
  collectibles: { age: allAges, shots: ['screen', 'artwork', 'detail', 'certificate'] },
};

/** Closes the description of every work that carries one of the studio's serials. */
export const serialNote: Pair = [
  '每件作品附艺术工坊唯一防伪序列号与收藏证书，可在「防伪查询」页面核验来源。',
  'Every work comes with its own Atelier authenticity serial and certificate, which you can verify on the Authenticity check page.',
];
export const withSerial: CategoryCode[] = [
  'paintings',
  'prints',
  'generative',
  'figures',
  'collectibles',
];

const signed: [Pair, Pair] = [
  ['签名', 'Signature'],
  ['艺术家亲笔签名', 'Hand-signed by the artist'],
];
const crate: [Pair, Pair] = [
  ['发货', 'Shipping'],
  ['定制木箱，保价快递', 'Custom crate, insured courier'],
];
const tube: [Pair, Pair] = [
  ['发货', 'Shipping'],
  ['无酸纸卷筒包装', 'Rolled in acid-free paper, in a tube'],
];
const edition = (n: number): [Pair, Pair] => [
  ['版数', 'Edition'],
  n === 1 ? ['唯一版 1/1', 'Unique, 1 of 1'] : [`限量 ${n} 版`, `Edition of ${n}`],
];
const year = (y: number): [Pair, Pair] => [
  ['创作年份', 'Year'],
  [String(y), String(y)],
];
const canvas: Pair = [
  '博物馆级棉质画布，十二色颜料微喷，实木画框',
  'Museum-grade cotton canvas, twelve-colour pigment print, solid wood frame',
];
const cardDelivery: [Pair, Pair] = [
  ['交付', 'Delivery'],
  [
    '寄送实体收藏卡，扫码领取高清原文件',
    'A collector card by post; scan it for the full-resolution file',
  ],
];

export const products: ProductSeed[] = [
  // 数字绘画 · Digital paintings
  {
    category: 'paintings',
    artist: 'shen',
    name: ['烟雨富春 · 唯一版装裱原作', 'Misty Rain on the Fuchun, framed unique edition'],
    about: [
      [
        '《烟雨富春》是沈知微向黄公望《富春山居图》致意的长卷。画面有一千四百多个图层，远山只用淡墨一遍遍罩染，雨中的江岸只留下轮廓。',
        'Misty Rain on the Fuchun is Shen Zhiwei’s long scroll in homage to Huang Gongwang’s Dwelling in the Fuchun Mountains. It has more than fourteen hundred layers; the distant mountains are built from washes of pale ink, and in the rain only the outline of the river bank remains.',
      ],
      [
        '这是唯一版：以十二色颜料微喷在博物馆级棉质画布上，由艺术家本人校色并签名，售出后不再加印。',
        'This is the only edition: printed in twelve pigments on museum-grade cotton canvas, colour-checked and signed by the artist, and never to be printed again.',
      ],
    ],
    specs: [
      edition(1),
      year(2020),
      [
        ['装裱', 'Framing'],
        ['胡桃木画框，博物馆级防反光亚克力', 'Walnut frame, museum-grade anti-reflective acrylic'],
      ],
      signed,
      crate,
    ],
    material: canvas,
    size: ['装裱后 150 × 62 cm', '150 × 62 cm framed'],
    weight: 9800,
    price: 28000,
    stock: 1,
    sales: 0,
    listed: 12,
    art: artOf('shen', 'Misty Rain on the Fuchun'),
  },
  {
    category: 'paintings',
    artist: 'shen',
    name: ['孤山雪霁', 'Clearing Snow on Solitary Hill'],
    about: [
      [
        '雪后初晴的孤山，沈知微为这幅画调了十二种白：湖面的白、屋檐的白、将化未化的雪的白。',
        'Solitary Hill just as the snow clears. Shen Zhiwei mixed twelve whites for it: the white of the lake, of the eaves, of snow about to melt.',
      ],
      [
        '限量三版，微喷于无酸棉质画布，附艺术家手写的创作笔记一页。',
        'An edition of three, printed on acid-free cotton canvas, with a page of the artist’s handwritten notes.',
      ],
    ],
    specs: [
      edition(3),
      year(2022),
      [
        ['装裱', 'Framing'],
        ['白色实木画框', 'White solid wood frame'],
      ],
      signed,
      crate,
    ],
    material: canvas,
    size: ['装裱后 90 × 120 cm', '90 × 120 cm framed'],
    weight: 7200,
    price: 16800,
    stock: 2,
    sales: 1,
    listed: 35,
    art: artOf('shen', 'Clearing Snow on Solitary Hill'),
  },
  {
    category: 'paintings',
    artist: 'shen',
    name: ['九溪', 'Nine Creeks'],
    about: [
      [
        '九溪十八涧的秋天，溪水在画面里转了九个弯。这是沈知微 2025 年的新作，也是她第一次把整幅画的远近都交给水来安排。',
        'Autumn at Nine Creeks and Eighteen Gullies, the water turning nine times across the picture. A new work from 2025, and the first in which Shen Zhiwei let the water arrange the whole depth of the scene.',
      ],
    ],
    points: [
      ['限量五版，艺术家校色签名', 'Edition of five, colour-checked and signed by the artist'],
      [
        '无酸棉质画布，可保存百年不褪色',
        'Acid-free cotton canvas rated for a century without fading',
      ],
    ],
    specs: [edition(5), year(2025), signed, crate],
    material: canvas,
    size: ['装裱后 80 × 100 cm', '80 × 100 cm framed'],
    weight: 6100,
    price: 12800,
    stock: 3,
    sales: 2,
    listed: 20,
    art: artOf('shen', 'Nine Creeks'),
  },
  {
    category: 'paintings',
    artist: 'ye',
    name: ['色阶 · 十二', 'Colour Steps XII'],
    about: [
      [
        '「色阶」系列的第十二幅。叶青岚在同一块屏幕上调了六个星期，直到红与蓝「刚好隔开一步」。',
        'The twelfth of Ye Qinglan’s Colour Steps. She adjusted it on the same screen for six weeks, until the red and the blue sat exactly one step apart.',
      ],
      [
        '五版已全部售出，工作室保留展示版一件，欢迎到文三路工作室观看。',
        'All five editions have sold; the studio keeps one exhibition copy, which you are welcome to see at Wensan Road.',
      ],
    ],
    specs: [
      edition(5),
      year(2019),
      [
        ['装裱', 'Framing'],
        ['无框，铝板背衬', 'Unframed, mounted on aluminium'],
      ],
      signed,
    ],
    material: [
      '德国哈内姆勒纯棉艺术纸微喷，铝板装裱',
      'Pigment print on Hahnemühle cotton rag, aluminium mount',
    ],
    size: ['100 × 100 cm', '100 × 100 cm'],
    weight: 5200,
    price: 9800,
    stock: 0,
    sales: 5,
    listed: 210,
    art: artOf('ye', 'Colour Steps XII'),
  },
  {
    category: 'paintings',
    artist: 'ye',
    name: ['北方的光', 'Northern Light'],
    about: [
      [
        '叶青岚把北京画室北窗一整年的光压缩成九个色块：冬天的灰蓝，春天的沙黄，夏天傍晚短暂的橘色。',
        'Ye Qinglan pressed a whole year of light through her Beijing studio’s north window into nine blocks: the grey-blue of winter, the sandy yellow of spring, the brief orange of summer evenings.',
      ],
      [
        '建议挂在朝北或散射光的墙面，颜色最接近画家在画室里看到的样子。',
        'Hang it on a north-facing wall or in diffuse light, where the colours come closest to what the painter saw in her studio.',
      ],
    ],
    specs: [edition(5), year(2025), signed, crate],
    material: canvas,
    size: ['装裱后 120 × 120 cm', '120 × 120 cm framed'],
    weight: 8400,
    price: 13800,
    stock: 2,
    sales: 3,
    listed: 40,
    art: artOf('ye', 'Northern Light'),
  },
  {
    category: 'paintings',
    artist: 'lin',
    name: ['断桥残雪 · 唯一版', 'Lingering Snow on the Broken Bridge, unique edition'],
    about: [
      [
        '西湖十景之一的当代版本。林澈用生成程序模拟了雪在桥面上融化的过程，在雪化到一半时停下：画面里的桥，只剩下一半。',
        'A present-day take on one of West Lake’s ten scenes. Lin Che simulated snow melting on the bridge and stopped the program halfway, so only half the bridge is left.',
      ],
      [
        '唯一版，随作品附上生成这幅画的程序种子与运行记录。',
        'A unique edition, delivered with the seed and the run log of the program that made it.',
      ],
    ],
    specs: [
      edition(1),
      year(2025),
      [
        ['附件', 'Includes'],
        ['程序种子与运行记录', 'Program seed and run log'],
      ],
      signed,
      crate,
    ],
    material: canvas,
    size: ['装裱后 160 × 90 cm', '160 × 90 cm framed'],
    weight: 10500,
    price: 22000,
    stock: 1,
    sales: 0,
    listed: 5,
    art: artOf('lin', 'Lingering Snow on the Broken Bridge'),
  },
  {
    category: 'paintings',
    artist: 'tang',
    name: ['回南天 · 铝板像素画', 'Damp Spring Days, pixel painting on aluminium'],
    about: [
      [
        '岭南的春天，墙壁会冒水，镜子永远擦不干。唐一苇用 32 色调色板画下这种潮湿，画面里的一切都蒙着一层雾。',
        'In the southern spring the walls sweat and the mirrors never dry. Tang Yiwei painted that dampness with her 32-colour palette; everything in the picture is fogged.',
      ],
      [
        '微喷于拉丝铝板，每一个像素都保持锐利的边缘，近看与远看是两幅画。',
        'Printed on brushed aluminium, every pixel keeps a crisp edge: it is one picture up close and another from across the room.',
      ],
    ],
    specs: [
      edition(10),
      year(2026),
      [
        ['像素尺寸', 'Pixel size'],
        ['256 × 256 像素', '256 × 256 pixels'],
      ],
      signed,
    ],
    material: ['拉丝铝板微喷', 'Pigment print on brushed aluminium'],
    size: ['60 × 60 cm', '60 × 60 cm'],
    weight: 3200,
    price: 4800,
    stock: 6,
    sales: 4,
    listed: 9,
    art: artOf('tang', 'Damp Spring Days'),
  },

  // 限量版画 · Limited prints
  {
    category: 'prints',
    artist: 'zhou',
    name: ['城市切片 · 外滩 孔版画', 'City Slices: The Bund, risograph'],
    about: [
      [
        '周屿把外滩的十二栋楼拆成十二种颜色，用孔版四次套印回来。因为每一次套印都有细微的错位，这一版里没有两张完全相同。',
        'Zhou Yu broke twelve buildings of the Bund into twelve colours and printed them back in four passes on the risograph. Each pass registers slightly differently, so no two sheets in the edition are quite alike.',
      ],
    ],
    points: [
      ['限量 100 版，铅笔签名编号', 'Edition of 100, signed and numbered in pencil'],
      ['日本大豆油墨，无异味', 'Japanese soy-based inks, no odour'],
      ['不含画框', 'Frame not included'],
    ],
    specs: [
      edition(100),
      year(2019),
      [
        ['印制', 'Printed by'],
        ['上海西岸周屿工坊', 'Zhou Yu’s workshop, West Bund, Shanghai'],
      ],
      tube,
    ],
    material: ['孔版印刷，200 克纯棉版画纸', 'Risograph on 200 gsm cotton printmaking paper'],
    size: ['42 × 59.4 cm（A2）', '42 × 59.4 cm (A2)'],
    weight: 350,
    price: 399,
    stock: 38,
    sales: 62,
    listed: 180,
    art: artOf('zhou', 'City Slices: The Bund'),
  },
  {
    category: 'prints',
    artist: 'zhou',
    name: ['城市切片 · 文三路 孔版画', 'City Slices: Wensan Road, risograph'],
    about: [
      [
        '「城市切片」系列为艺术工坊所在的街道而作。画面右下角那一格亮着的，是工作室的窗。',
        'The City Slices print made for the street Atelier is on. The lit square at bottom right is the studio’s window.',
      ],
      [
        '与《外滩》同尺寸，两张并排挂，正好是上海与杭州。',
        'The same size as The Bund: hung side by side, the two make Shanghai and Hangzhou.',
      ],
    ],
    specs: [edition(100), year(2020), signed, tube],
    material: ['孔版印刷，200 克纯棉版画纸', 'Risograph on 200 gsm cotton printmaking paper'],
    size: ['42 × 59.4 cm（A2）', '42 × 59.4 cm (A2)'],
    weight: 350,
    price: 399,
    stock: 45,
    sales: 55,
    listed: 120,
    art: artOf('zhou', 'City Slices: Wensan Road'),
  },
  {
    category: 'prints',
    artist: 'zhou',
    name: ['潮汐表 艺术微喷', 'Tide Table, giclée'],
    about: [
      [
        '周屿把青岛港一整年的潮汐记录印成了起伏的线：每一条线是一天，线的高低是那一天的水位。',
        'Zhou Yu printed a whole year of Qingdao harbour tides as rising and falling lines: each line is a day, its height that day’s water.',
      ],
      [
        '十二色颜料微喷于哈内姆勒纯棉艺术纸，留白宽边，便于装框。',
        'Printed in twelve pigments on Hahnemühle cotton rag, with a wide margin for framing.',
      ],
    ],
    specs: [edition(50), year(2022), signed, tube],
    material: ['哈内姆勒 308 克纯棉艺术纸', 'Hahnemühle 308 gsm cotton rag'],
    size: ['50 × 70 cm', '50 × 70 cm'],
    weight: 480,
    price: 1280,
    stock: 20,
    sales: 30,
    listed: 90,
    art: artOf('zhou', 'Tide Table'),
  },
  {
    category: 'prints',
    artist: 'zhou',
    name: ['蓝晒练习 手工蓝晒', 'Cyanotype Exercises, hand-made cyanotype'],
    about: [
      [
        '先用程序生成图像，再做成负片，在阳光下曝光十二分钟。天气决定了每一张的蓝：晴天更深，阴天更柔。',
        'Generated images are made into negatives and exposed to the sun for twelve minutes. The weather decides each sheet’s blue: deeper on clear days, softer under cloud.',
      ],
      [
        '限量 30 张，每张背面记有曝光当天的日期与天气。',
        'Thirty sheets, each with the date and weather of its exposure written on the back.',
      ],
    ],
    specs: [
      edition(30),
      year(2023),
      [
        ['工艺', 'Process'],
        ['手工涂布，日光曝光', 'Hand-coated, exposed in sunlight'],
      ],
      signed,
      tube,
    ],
    material: [
      '手工涂布蓝晒液，300 克水彩纸',
      'Hand-coated cyanotype on 300 gsm watercolour paper',
    ],
    size: ['30 × 40 cm', '30 × 40 cm'],
    weight: 220,
    price: 880,
    stock: 3,
    sales: 27,
    listed: 60,
    art: artOf('zhou', 'Cyanotype Exercises'),
  },
  {
    category: 'prints',
    artist: 'lin',
    name: ['流光 No.7 · 工坊十周年纪念版画', 'Flowing Light No. 7, tenth anniversary print'],
    about: [
      [
        '2026 年是艺术工坊成立的第十年。我们重新印制了 2018 年个展「流光」的主视觉，由周屿的工坊印制，林澈逐张签名。',
        '2026 is Atelier’s tenth year. We have reprinted the key image of the 2018 show "Flowing Light", printed in Zhou Yu’s workshop and signed sheet by sheet by Lin Che.',
      ],
    ],
    points: [
      ['限量 100 版，附十周年纪念编号', 'Edition of 100, with a tenth-anniversary number'],
      ['随画附赠「流光」展览画册一本', 'Comes with a copy of the "Flowing Light" catalogue'],
      ['含橡木画框与无酸卡纸', 'Framed in oak with an acid-free mat'],
    ],
    specs: [
      edition(100),
      year(2018),
      [
        ['装裱', 'Framing'],
        ['橡木画框，无酸卡纸', 'Oak frame, acid-free mat'],
      ],
      signed,
      crate,
    ],
    material: ['哈内姆勒纯棉艺术纸微喷，橡木画框', 'Giclée on Hahnemühle cotton rag, oak frame'],
    size: ['装裱后 70 × 50 cm', '70 × 50 cm framed'],
    weight: 3600,
    price: 2999,
    stock: 60,
    sales: 40,
    listed: 3,
    art: artOf('lin', 'Flowing Light No. 7'),
    shots: ['artwork', 'wall', 'detail', 'certificate'],
  },
  {
    category: 'prints',
    artist: 'shen',
    name: ['太湖石 宣纸微喷', 'Taihu Stone, giclée on xuan paper'],
    about: [
      [
        '沈知微画的是园林里一块太湖石的孔洞，也是光穿过它的路径。',
        'Shen Zhiwei painted the hollows of a garden’s Taihu stone, and the paths light takes through them.',
      ],
      [
        '这一版印在安徽泾县的生宣上，墨色会随纸纤维微微晕开，与屏幕上的原作略有不同，这正是我们想要的。',
        'This edition is printed on raw xuan paper from Jing County, Anhui. The ink spreads slightly along the fibres, so it differs a little from the original on screen, which is exactly what we wanted.',
      ],
    ],
    specs: [edition(60), year(2019), signed, tube],
    material: ['泾县生宣微喷', 'Giclée on raw xuan paper from Jing County'],
    size: ['45 × 90 cm', '45 × 90 cm'],
    weight: 300,
    price: 1680,
    stock: 42,
    sales: 18,
    listed: 100,
    art: artOf('shen', 'Taihu Stone'),
  },
  {
    category: 'prints',
    artist: 'ye',
    name: ['靛与赭 艺术微喷', 'Indigo and Ochre, giclée'],
    about: [
      [
        '靛蓝与赭石，是人类最古老的两种颜料。叶青岚让它们在屏幕上重新相遇，再印回纸上。',
        'Indigo and ochre are two of the oldest pigments people have used. Ye Qinglan let them meet again on a screen, then printed them back onto paper.',
      ],
      [
        '80 版已全部售出。感谢每一位藏家。',
        'All 80 editions have sold. Thank you to every collector.',
      ],
    ],
    specs: [edition(80), year(2023), signed, tube],
    material: ['哈内姆勒 308 克纯棉艺术纸', 'Hahnemühle 308 gsm cotton rag'],
    size: ['60 × 60 cm', '60 × 60 cm'],
    weight: 420,
    price: 1480,
    stock: 0,
    sales: 80,
    listed: 230,
    art: artOf('ye', 'Indigo and Ochre'),
  },
  {
    category: 'prints',
    artist: 'xu',
    name: ['雨后玉林路 孔版画', 'Yulin Road after Rain, risograph'],
    about: [
      [
        '雨刚停，小酒馆的灯映在积水里。许安禾把成都最熟悉的那条街画成了一张可以随手贴在墙上的小画。',
        'The rain has just stopped and the little bar’s lights shine in the puddles. Xu Anhe turned Chengdu’s best-known street into a small print you can pin straight to the wall.',
      ],
    ],
    points: [
      ['限量 200 版，铅笔编号', 'Edition of 200, numbered in pencil'],
      ['适合 A3 画框', 'Fits an A3 frame'],
    ],
    specs: [edition(200), year(2023), tube],
    material: ['孔版印刷，180 克再生纸', 'Risograph on 180 gsm recycled paper'],
    size: ['29.7 × 42 cm（A3）', '29.7 × 42 cm (A3)'],
    weight: 150,
    price: 299,
    stock: 152,
    sales: 48,
    listed: 70,
    art: artOf('xu', 'Yulin Road after Rain'),
  },
  {
    category: 'prints',
    artist: 'lin',
    name: ['文三路的夜 · 首版', 'Night on Wensan Road, first edition'],
    about: [
      [
        '工作室成立那年冬天的第一件作品，由窗外车流的节奏驱动。这一版印于 2016 年，共 20 张。',
        'The first work of the studio’s first winter, driven by the rhythm of the traffic outside. This edition of twenty was printed in 2016.',
      ],
      [
        '首版已全部售出并停止发售，页面仅作存档。',
        'The first edition has sold out and is withdrawn; this page is kept as a record.',
      ],
    ],
    specs: [edition(20), year(2016), signed],
    material: ['纯棉艺术纸微喷', 'Giclée on cotton rag'],
    size: ['40 × 30 cm', '40 × 30 cm'],
    weight: 260,
    price: 2400,
    stock: 0,
    sales: 20,
    listed: 240,
    art: artOf('lin', 'Night on Wensan Road'),
    retired: true,
  },

  // 生成艺术 · Generative art
  {
    category: 'generative',
    artist: 'moreau',
    name: ['西湖笔记 · 绘图仪原稿', 'West Lake Notebook, original plotter drawing'],
    about: [
      [
        '2019 年莉娅·莫罗在艺术工坊驻留时，每天沿西湖散步，回到工作室就把当天的路线写进程序。这张原稿由她的八十年代笔式绘图仪用钢笔画成，耗时十四个小时。',
        'During her 2019 residency at Atelier, Léa Moreau walked by West Lake every day and wrote each route into her program back at the studio. This original was drawn in ink by her 1980s pen plotter over fourteen hours.',
      ],
      [
        '原稿只此一张，不是印刷品：近看能看到钢笔落纸时的墨点。',
        'There is only this one sheet, and it is not a print: up close you can see where the pen touched down.',
      ],
    ],
    specs: [
      edition(1),
      year(2019),
      [
        ['绘制时长', 'Drawing time'],
        ['14 小时', '14 hours'],
      ],
      signed,
      crate,
    ],
    material: ['针管笔墨水，法国阿诗 300 克水彩纸', 'Technical pen ink on Arches 300 gsm paper'],
    size: ['56 × 76 cm', '56 × 76 cm'],
    weight: 1800,
    price: 6800,
    stock: 1,
    sales: 0,
    listed: 50,
    art: artOf('moreau', 'West Lake Notebook'),
  },
  {
    category: 'generative',
    artist: 'moreau',
    name: ['千线 · 绘图仪变体', 'A Thousand Lines, plotter variation'],
    about: [
      [
        '一千条线，每条只比上一条偏移半毫米。同一段程序以十个不同的种子运行，画出十张各不相同的原稿。',
        'A thousand lines, each offset half a millimetre from the one before. The same program ran with ten different seeds to draw ten different originals.',
      ],
    ],
    points: [
      ['共 10 张变体，每张独一无二', 'Ten variations, each one of a kind'],
      ['种子编号写在画面左下角', 'The seed is written at bottom left'],
      [
        '随机发出其中一张，可备注心仪的种子编号',
        'One is sent at random; name a seed in your order remark if you have a favourite',
      ],
    ],
    specs: [edition(10), year(2021), signed, crate],
    material: ['钢笔墨水，阿诗水彩纸', 'Pen and ink on Arches paper'],
    size: ['50 × 65 cm', '50 × 65 cm'],
    weight: 1500,
    price: 3800,
    stock: 6,
    sales: 4,
    listed: 80,
    art: artOf('moreau', 'A Thousand Lines'),
  },
  {
    category: 'generative',
    artist: 'moreau',
    name: ['罗讷河 绘图仪版画', 'The Rhône, plotter edition'],
    about: [
      [
        '莉娅家乡的河。她把罗讷河一整年的水位数据画成起伏的线，从里昂寄到杭州，与西湖的那一组作品遥遥相对。',
        'The river of Léa’s home town. She drew a whole year of the Rhône’s water levels as rising lines and sent them from Lyon to Hangzhou, a companion to her West Lake drawings.',
      ],
      [
        '限量 25 版，每一张都由绘图仪重新画过，而非印刷。',
        'An edition of 25, each sheet drawn afresh by the plotter rather than printed.',
      ],
    ],
    specs: [edition(25), year(2023), signed, tube],
    material: ['钢笔墨水，阿诗水彩纸', 'Pen and ink on Arches paper'],
    size: ['40 × 50 cm', '40 × 50 cm'],
    weight: 400,
    price: 2400,
    stock: 14,
    sales: 11,
    listed: 130,
    art: artOf('moreau', 'The Rhône'),
  },
  {
    category: 'generative',
    artist: 'lin',
    name: ['季风年轮 · 种子版', 'Monsoon Rings, seed edition'],
    about: [
      [
        '林澈把杭州十年的季风记录画成树的年轮，潮湿的年份颜色更深。这一版的 64 张各用一个不同的种子生成，构图各不相同。',
        'Lin Che drew ten years of Hangzhou’s monsoon as tree rings, the wetter years darker. Each of the 64 sheets in this edition was generated from its own seed, so every composition is different.',
      ],
      [
        '随作品附种子证书：凭种子可以在工作室的程序里重现您的那一张。',
        'A seed certificate comes with the work: with it, the studio’s program can redraw your sheet exactly.',
      ],
    ],
    specs: [
      edition(64),
      year(2021),
      [
        ['附件', 'Includes'],
        ['种子证书', 'Seed certificate'],
      ],
      signed,
      tube,
    ],
    material: ['哈内姆勒纯棉艺术纸微喷', 'Giclée on Hahnemühle cotton rag'],
    size: ['60 × 60 cm', '60 × 60 cm'],
    weight: 450,
    price: 4800,
    stock: 8,
    sales: 56,
    listed: 160,
    art: artOf('lin', 'Monsoon Rings'),
  },
  {
    category: 'generative',
    artist: 'gu',
    name: ['星图 · 灯箱版', 'Star Chart, light box edition'],
    about: [
      [
        '顾星遥按杭州冬至夜空的星位排布了一组光环。灯箱版把它做成可以挂在墙上的发光作品，亮度可以调到像夜空一样暗。',
        'Gu Xingyao placed rings of light after the stars over Hangzhou on the winter solstice. The light box edition makes it a glowing work for the wall, dimmable down to the darkness of a night sky.',
      ],
    ],
    points: [
      ['超薄 LED 灯箱，厚度 3 cm', 'Slim LED light box, 3 cm deep'],
      ['无级调光，附遥控器', 'Stepless dimming, remote included'],
      ['限量 20 版', 'Edition of 20'],
    ],
    specs: [
      edition(20),
      year(2023),
      [
        ['电源', 'Power'],
        ['220 V，12 W', '220 V, 12 W'],
      ],
      crate,
    ],
    material: ['铝合金框，透光胶片，LED 光源', 'Aluminium frame, backlit film, LED'],
    size: ['60 × 60 × 3 cm', '60 × 60 × 3 cm'],
    weight: 4200,
    price: 9800,
    stock: 3,
    sales: 17,
    listed: 70,
    art: artOf('gu', 'Star Chart'),
    shots: ['artwork', 'screen', 'detail', 'certificate'],
  },
  {
    category: 'generative',
    artist: 'gu',
    name: ['萤火 · 数字画框版', 'Fireflies, digital frame edition'],
    about: [
      [
        '一千只萤火，各自按简单的规则飞行，画面实时生成，永远不会重复。顾星遥为这一版调整了程序，让它在夜里自动变暗。',
        'A thousand fireflies, each following simple rules, generated live so the picture never repeats. Gu Xingyao tuned the program for this edition to dim itself at night.',
      ],
      [
        '作品预装在 27 英寸无边框数字画框中，接通电源即可播放，无需联网。',
        'It comes installed on a 27-inch frameless digital frame and plays as soon as it is plugged in; no network needed.',
      ],
    ],
    specs: [
      edition(50),
      year(2026),
      [
        ['屏幕', 'Screen'],
        ['27 英寸哑光屏，2560 × 1440', '27-inch matte screen, 2560 × 1440'],
      ],
      [
        ['电源', 'Power'],
        ['220 V，30 W', '220 V, 30 W'],
      ],
      crate,
    ],
    material: ['铝合金边框，哑光屏幕', 'Aluminium bezel, matte screen'],
    size: ['62 × 37 × 3 cm', '62 × 37 × 3 cm'],
    weight: 6500,
    price: 5600,
    stock: 44,
    sales: 6,
    listed: 2,
    art: artOf('gu', 'Fireflies'),
    shots: ['screen', 'artwork', 'detail', 'certificate'],
  },

  // 艺术周边 · Art peripherals
  {
    category: 'peripherals',
    artist: 'xu',
    name: ['熊猫邮局 明信片套装', 'Panda Post Office postcard set'],
    about: [
      [
        '许安禾画了十二只正在寄信的熊猫：有的排队，有的贴邮票，有的在信封上画爱心。十二张明信片装在一个牛皮纸信封里。',
        'Xu Anhe drew twelve pandas posting letters: queueing, licking stamps, drawing hearts on envelopes. The twelve cards come in a kraft envelope.',
      ],
    ],
    points: [
      ['12 张不同画面', '12 different pictures'],
      ['350 克特种纸，背面可书写', '350 gsm card, writable back'],
    ],
    specs: [
      [
        ['数量', 'Count'],
        ['12 张', '12 cards'],
      ],
      [
        ['纸张', 'Paper'],
        ['350 克特种纸', '350 gsm card'],
      ],
      [
        ['包装', 'Packaging'],
        ['牛皮纸信封', 'Kraft envelope'],
      ],
    ],
    material: ['350 克特种纸', '350 gsm card'],
    size: ['14.8 × 10 cm', '14.8 × 10 cm'],
    weight: 160,
    price: 39,
    stock: 200,
    sales: 640,
    listed: 140,
    art: artOf('xu', 'Panda Post Office'),
    shots: ['postcards', 'artwork', 'detail'],
  },
  {
    category: 'peripherals',
    artist: 'xu',
    name: ['鹤鸣茶社 帆布袋', 'Heming Teahouse tote bag'],
    about: [
      [
        '人民公园里的老茶社：盖碗、竹椅和掏耳朵的师傅。许安禾的原画被丝网印在厚帆布上，装得下一台笔记本电脑和一下午的闲情。',
        'The old teahouse in People’s Park: lidded bowls, bamboo chairs and the ear cleaner at work. Xu Anhe’s picture is screen-printed on heavy canvas, roomy enough for a laptop and a slow afternoon.',
      ],
    ],
    points: [
      ['12 安士厚帆布，内有小口袋', '12 oz canvas with an inner pocket'],
      ['环保水性油墨，可手洗', 'Water-based inks, hand washable'],
    ],
    specs: [
      [
        ['面料', 'Fabric'],
        ['12 安士纯棉帆布', '12 oz cotton canvas'],
      ],
      [
        ['印刷', 'Print'],
        ['丝网印刷，四色', 'Four-colour screen print'],
      ],
      [
        ['承重', 'Load'],
        ['约 10 kg', 'About 10 kg'],
      ],
      [
        ['洗涤', 'Care'],
        ['冷水手洗，勿漂白', 'Hand wash cold, do not bleach'],
      ],
    ],
    material: ['纯棉帆布', 'Cotton canvas'],
    size: ['38 × 42 × 10 cm', '38 × 42 × 10 cm'],
    weight: 260,
    price: 89,
    stock: 120,
    sales: 380,
    listed: 110,
    art: artOf('xu', 'Heming Teahouse'),
    shots: ['tote', 'artwork', 'detail'],
  },
  {
    category: 'peripherals',
    artist: 'lin',
    name: ['流光 马克杯', 'Flowing Light mug'],
    about: [
      [
        '「流光」的七十条曲线绕杯身一周。釉下彩烧制，图案不会因为洗涤而褪色。',
        'The seventy curves of "Flowing Light" run right round the mug. The design is fired under the glaze, so washing never fades it.',
      ],
      [
        '工作室里每个人桌上都有一只，装的多半是龙井。',
        'There is one on every desk in the studio, usually holding Longjing tea.',
      ],
    ],
    specs: [
      [
        ['容量', 'Capacity'],
        ['350 ml', '350 ml'],
      ],
      [
        ['工艺', 'Process'],
        ['釉下彩高温烧制', 'Underglaze, high-fired'],
      ],
      [
        ['适用', 'Use'],
        ['可用于洗碗机与微波炉', 'Dishwasher and microwave safe'],
      ],
    ],
    material: ['高温陶瓷', 'High-fired ceramic'],
    size: ['直径 8.5 cm，高 10 cm', '8.5 cm across, 10 cm tall'],
    weight: 420,
    price: 69,
    stock: 160,
    sales: 420,
    listed: 200,
    art: artOf('lin', 'Flowing Light No. 7'),
    shots: ['mug', 'artwork', 'detail'],
  },
  {
    category: 'peripherals',
    artist: 'shen',
    name: ['山色有无中 真丝方巾', 'Mountains, There and Not There silk scarf'],
    about: [
      [
        '沈知微同名个展的主作，印在 16 姆米的桑蚕丝上。丝的光泽让淡墨的远山有了一层水气。',
        'The central work of Shen Zhiwei’s show of the same name, printed on 16 momme mulberry silk. The sheen of the silk gives her pale-ink mountains a breath of mist.',
      ],
      [
        '四边手工卷边，装在可以收藏的书型礼盒里。',
        'The edges are hand-rolled, and it comes in a book-shaped keepsake box.',
      ],
    ],
    specs: [
      [
        ['面料', 'Fabric'],
        ['16 姆米桑蚕丝', '16 momme mulberry silk'],
      ],
      [
        ['工艺', 'Finish'],
        ['数码印花，手工卷边', 'Digital print, hand-rolled edges'],
      ],
      [
        ['包装', 'Packaging'],
        ['书型礼盒', 'Book-shaped gift box'],
      ],
      [
        ['洗涤', 'Care'],
        ['建议干洗', 'Dry clean recommended'],
      ],
    ],
    material: ['100% 桑蚕丝', '100% mulberry silk'],
    size: ['90 × 90 cm', '90 × 90 cm'],
    weight: 180,
    price: 399,
    stock: 25,
    sales: 66,
    listed: 45,
    art: artOf('shen', 'Mountains, There and Not There'),
    shots: ['scarf', 'artwork', 'detail'],
  },
  {
    category: 'peripherals',
    artist: 'xu',
    name: ['竹椅上的猫 笔记本', 'Cat on a Bamboo Chair notebook'],
    about: [
      [
        '封面是许安禾家楼下那只总在午后出现的橘猫。内页是 100 克道林纸，钢笔写上去不洇。',
        'On the cover is the ginger cat that turns up every afternoon downstairs from Xu Anhe’s flat. Inside, 100 gsm woodfree paper that fountain pens will not bleed through.',
      ],
    ],
    points: [
      ['192 页，点阵内页', '192 dotted pages'],
      ['锁线装订，可 180° 平摊', 'Sewn binding that lies flat'],
      ['附松紧带与丝带书签', 'Elastic band and ribbon marker'],
    ],
    specs: [
      [
        ['页数', 'Pages'],
        ['192 页', '192'],
      ],
      [
        ['内页', 'Paper'],
        ['100 克道林纸，点阵', '100 gsm woodfree, dotted'],
      ],
      [
        ['装订', 'Binding'],
        ['锁线装订', 'Sewn'],
      ],
    ],
    material: ['布面精装封面，道林纸内页', 'Cloth-bound hard cover, woodfree paper'],
    size: ['14.8 × 21 cm（A5）', '14.8 × 21 cm (A5)'],
    weight: 380,
    price: 49,
    stock: 180,
    sales: 510,
    listed: 95,
    art: artOf('xu', 'Cat on a Bamboo Chair'),
    shots: ['notebook', 'artwork', 'detail'],
  },
  {
    category: 'peripherals',
    artist: 'tang',
    name: ['华强北 1000 片拼图', 'Huaqiangbei 1000-piece jigsaw'],
    about: [
      [
        '唐一苇画的华强北有成千上万个亮着灯的柜台，拼起来正好是一个下雨的周末。',
        'Tang Yiwei’s Huaqiangbei has thousands of lit counters; putting it together takes about one rainy weekend.',
      ],
      ['本批已售罄，第二批正在印制中。', 'This batch has sold out; the second is being printed.'],
    ],
    specs: [
      [
        ['片数', 'Pieces'],
        ['1000 片', '1000'],
      ],
      [
        ['完成尺寸', 'Finished size'],
        ['70 × 50 cm', '70 × 50 cm'],
      ],
      [
        ['附件', 'Includes'],
        ['参考海报一张', 'A reference poster'],
      ],
    ],
    material: ['2 mm 灰板纸', '2 mm greyboard'],
    size: ['盒装 30 × 22 × 6 cm', 'Box 30 × 22 × 6 cm'],
    age: ['8 岁以上', 'Ages 8 and up'],
    weight: 750,
    price: 129,
    stock: 0,
    sales: 150,
    listed: 75,
    art: artOf('tang', 'Huaqiangbei'),
    shots: ['puzzle', 'artwork', 'detail'],
  },
  {
    category: 'peripherals',
    artist: 'gu',
    name: ['光的房间 手机壳', 'Room of Light phone case'],
    about: [
      [
        '顾星遥 MR 体验馆的第一件作品「光的房间」，被印在了手机壳上。光环会随着您看手机的角度微微变色。',
        'Room of Light, the first work of Gu Xingyao’s mixed-reality hall, printed on a phone case. The rings shift colour slightly as you tilt the phone.',
      ],
    ],
    points: [
      ['下单时请在备注中写明手机型号', 'Please give your phone model in the order remark'],
      ['支持无线充电', 'Works with wireless charging'],
    ],
    specs: [
      [
        ['材质', 'Material'],
        ['TPU 软边，硬质背板', 'Soft TPU edge, hard back'],
      ],
      [
        ['工艺', 'Finish'],
        ['幻彩 UV 印刷', 'Iridescent UV print'],
      ],
      [
        ['适配', 'Fits'],
        ['主流机型，备注型号', 'Most models; state yours'],
      ],
    ],
    material: ['TPU 与聚碳酸酯', 'TPU and polycarbonate'],
    size: ['按机型', 'Per phone model'],
    weight: 60,
    price: 79,
    stock: 90,
    sales: 210,
    listed: 30,
    art: artOf('gu', 'Room of Light I'),
    shots: ['phone', 'artwork', 'detail'],
  },

  // 手办雕塑 · Figures
  {
    category: 'figures',
    artist: 'chen',
    name: ['山海异兽 · 白泽', 'Beasts of Mountains and Seas: Baize'],
    about: [
      [
        '白泽能言语、识万物，是《山海异兽》系列的第一件。陈默然先在电脑里雕了三个月，再在东莞的合作工厂小批量翻模，每一件都由画师手工上色。',
        'The Baize speaks and knows all things; it was the first of the Beasts of Mountains and Seas. Chen Moran spent three months sculpting it on the computer before it was cast in small batches in Dongguan and painted by hand.',
      ],
      [
        '身上的花纹来自工作室的生成程序，所以每一件的纹路走向都略有不同。',
        'Its markings come from the studio’s generative program, so the pattern runs a little differently on every piece.',
      ],
    ],
    specs: [
      [
        ['系列', 'Series'],
        ['山海异兽 · 第一弹', 'Beasts of Mountains and Seas, no. 1'],
      ],
      [
        ['高度', 'Height'],
        ['18 cm（含底座）', '18 cm with base'],
      ],
      [
        ['工艺', 'Finish'],
        ['树脂翻模，手工上色', 'Cast resin, hand-painted'],
      ],
      [
        ['包装', 'Packaging'],
        ['开窗彩盒，内衬珍珠棉', 'Window box with foam lining'],
      ],
    ],
    material: ['树脂', 'Resin'],
    size: ['12 × 10 × 18 cm', '12 × 10 × 18 cm'],
    weight: 650,
    price: 699,
    stock: 30,
    sales: 95,
    listed: 170,
    art: artOf('chen', 'Baize'),
  },
  {
    category: 'figures',
    artist: 'chen',
    name: ['山海异兽 · 九尾', 'Beasts of Mountains and Seas: Nine Tails'],
    about: [
      [
        '青丘之狐，《山海异兽》系列最受欢迎的一件。九条尾巴由九块独立的模具拼成，光是拼装就要一位师傅花上一个小时。',
        'The fox of Qingqiu, the most popular of the series. Its nine tails come from nine separate moulds, and assembling them takes one craftsman a full hour.',
      ],
      [
        '本批仅余最后几件，下一批预计三个月后。',
        'Only the last few of this batch remain; the next is about three months away.',
      ],
    ],
    specs: [
      [
        ['系列', 'Series'],
        ['山海异兽 · 第二弹', 'Beasts of Mountains and Seas, no. 2'],
      ],
      [
        ['高度', 'Height'],
        ['22 cm（含底座）', '22 cm with base'],
      ],
      [
        ['工艺', 'Finish'],
        ['树脂翻模，手工上色', 'Cast resin, hand-painted'],
      ],
    ],
    material: ['树脂', 'Resin'],
    size: ['16 × 14 × 22 cm', '16 × 14 × 22 cm'],
    weight: 900,
    price: 899,
    stock: 2,
    sales: 140,
    listed: 130,
    art: artOf('chen', 'Nine Tails'),
  },
  {
    category: 'figures',
    artist: 'chen',
    name: ['山海异兽 · 鲲', 'Beasts of Mountains and Seas: Kun'],
    about: [
      [
        '北冥有鱼，其名为鲲。这是系列中最大的一件，身上的纹路来自林澈的一段生成程序，是工作室两位艺术家的合作。',
        'In the northern sea there is a fish called Kun. The largest piece in the series, its markings come from one of Lin Che’s programs: a collaboration between two of the studio’s artists.',
      ],
    ],
    points: [
      ['限量 300 件，底座刻有编号', 'Limited to 300, numbered on the base'],
      ['黄铜底座，树脂鱼身', 'Brass base, resin body'],
    ],
    specs: [
      [
        ['系列', 'Series'],
        ['山海异兽 · 第三弹', 'Beasts of Mountains and Seas, no. 3'],
      ],
      [
        ['长度', 'Length'],
        ['32 cm', '32 cm'],
      ],
      [
        ['限量', 'Limited to'],
        ['300 件', '300 pieces'],
      ],
      [
        ['工艺', 'Finish'],
        ['树脂翻模，手工上色，黄铜底座', 'Cast resin, hand-painted, brass base'],
      ],
    ],
    material: ['树脂、黄铜', 'Resin, brass'],
    size: ['32 × 12 × 20 cm', '32 × 12 × 20 cm'],
    weight: 1600,
    price: 1299,
    stock: 15,
    sales: 36,
    listed: 85,
    art: artOf('chen', 'Kun'),
  },
  {
    category: 'figures',
    artist: 'chen',
    name: ['守夜人 搪胶手办', 'The Night Watchman vinyl figure'],
    about: [
      [
        '一只守着工作室灯光的小兽。陈默然说，它是献给每一位在文三路加班到深夜的同事的。',
        'A small beast keeping the studio lights on. Chen Moran made it, he says, for every colleague who has worked late into the night on Wensan Road.',
      ],
      ['搪胶材质，手感柔软，头部可以转动。', 'Soft vinyl with a head that turns.'],
    ],
    specs: [
      [
        ['高度', 'Height'],
        ['15 cm', '15 cm'],
      ],
      [
        ['可动', 'Articulation'],
        ['头部可转动', 'Turning head'],
      ],
      [
        ['工艺', 'Finish'],
        ['搪胶，喷涂上色', 'Rotocast vinyl, spray-painted'],
      ],
    ],
    material: ['搪胶', 'Vinyl'],
    size: ['10 × 9 × 15 cm', '10 × 9 × 15 cm'],
    weight: 320,
    price: 459,
    stock: 80,
    sales: 12,
    listed: 8,
    art: artOf('chen', 'The Night Watchman'),
  },
  {
    category: 'figures',
    artist: 'chen',
    name: ['工坊小画家 迷你手办', 'Little Studio Painter mini figure'],
    about: [
      [
        '艺术工坊的吉祥物：一只抱着数位板的小兽。陈默然照着工作室里每个人的习惯给它加了细节，比如耳朵上夹着的那支笔。',
        'Atelier’s mascot: a little beast hugging a drawing tablet. Chen Moran gave it the habits of people at the studio, down to the pen tucked behind its ear.',
      ],
    ],
    points: [
      ['适合放在显示器旁', 'Sized to sit beside a monitor'],
      ['底座带磁吸', 'Magnetic base'],
    ],
    specs: [
      [
        ['高度', 'Height'],
        ['8 cm', '8 cm'],
      ],
      [
        ['工艺', 'Finish'],
        ['PVC，移印上色', 'PVC, pad-printed'],
      ],
      [
        ['底座', 'Base'],
        ['磁吸底座', 'Magnetic'],
      ],
    ],
    material: ['PVC', 'PVC'],
    size: ['6 × 5 × 8 cm', '6 × 5 × 8 cm'],
    weight: 120,
    price: 199,
    stock: 200,
    sales: 320,
    listed: 160,
    art: [405, 'mosaic'],
  },

  // 积分好礼 · Points gifts
  {
    category: 'gifts',
    name: ['工坊贴纸包', 'Atelier sticker pack'],
    about: [
      [
        '十二张防水贴纸，图案来自工作室十年来的作品。贴在笔记本电脑或水杯上，都不怕水。',
        'Twelve waterproof stickers drawn from ten years of the studio’s work. Laptop or water bottle, they can take a splash.',
      ],
    ],
    specs: [
      [
        ['数量', 'Count'],
        ['12 张', '12 stickers'],
      ],
      [
        ['材质', 'Material'],
        ['防水 PVC，哑光覆膜', 'Waterproof PVC, matte laminate'],
      ],
      [
        ['单张尺寸', 'Sticker size'],
        ['4–8 cm', '4–8 cm'],
      ],
    ],
    material: ['PVC', 'PVC'],
    size: ['包装 12 × 18 cm', 'Pack 12 × 18 cm'],
    weight: 40,
    price: 200,
    stock: 500,
    sales: 860,
    listed: 120,
    art: [1001, 'mosaic'],
    shots: ['stickers', 'artwork', 'detail'],
  },
  {
    category: 'gifts',
    artist: 'xu',
    name: ['熊猫邮局 明信片 · 六张装', 'Panda Post Office postcards, pack of six'],
    about: [
      [
        '从「熊猫邮局」十二张原画中选出的六张，积分商城专享的小包装。',
        'Six of the twelve Panda Post Office pictures, in a small pack only found in the points mall.',
      ],
    ],
    specs: [
      [
        ['数量', 'Count'],
        ['6 张', '6 cards'],
      ],
      [
        ['纸张', 'Paper'],
        ['350 克特种纸', '350 gsm card'],
      ],
      [
        ['尺寸', 'Size'],
        ['14.8 × 10 cm', '14.8 × 10 cm'],
      ],
    ],
    material: ['350 克特种纸', '350 gsm card'],
    size: ['14.8 × 10 cm', '14.8 × 10 cm'],
    weight: 90,
    price: 400,
    stock: 300,
    sales: 420,
    listed: 100,
    art: [1002, 'mosaic'],
    shots: ['postcards', 'artwork', 'detail'],
  },
  {
    category: 'gifts',
    name: ['工坊标志帆布袋', 'Atelier logo tote bag'],
    about: [
      [
        '工作室同事每天背着上班的那一款，正面是艺术工坊的标志。',
        'The bag the studio team carries to work every day, with the Atelier mark on the front.',
      ],
    ],
    specs: [
      [
        ['面料', 'Fabric'],
        ['10 安士纯棉帆布', '10 oz cotton canvas'],
      ],
      [
        ['印刷', 'Print'],
        ['单色丝网印刷', 'One-colour screen print'],
      ],
      [
        ['洗涤', 'Care'],
        ['冷水手洗', 'Hand wash cold'],
      ],
    ],
    material: ['纯棉帆布', 'Cotton canvas'],
    size: ['36 × 40 cm', '36 × 40 cm'],
    weight: 220,
    price: 1200,
    stock: 80,
    sales: 150,
    listed: 90,
    art: [7, 'orbits'],
    shots: ['tote', 'artwork', 'detail'],
  },
  {
    category: 'gifts',
    name: ['工坊珐琅杯', 'Atelier enamel cup'],
    about: [
      [
        '轻便耐摔的珐琅杯，适合带去露营，也适合放在画桌上洗笔。',
        'A light, tough enamel cup, good for camping and just as good for rinsing brushes on a drawing desk.',
      ],
    ],
    specs: [
      [
        ['容量', 'Capacity'],
        ['300 ml', '300 ml'],
      ],
      [
        ['材质', 'Material'],
        ['搪瓷钢', 'Enamelled steel'],
      ],
      [
        ['注意', 'Note'],
        ['不可用于微波炉', 'Not for the microwave'],
      ],
    ],
    material: ['搪瓷钢', 'Enamelled steel'],
    size: ['直径 8 cm，高 8 cm', '8 cm across, 8 cm tall'],
    weight: 210,
    price: 1800,
    stock: 40,
    sales: 75,
    listed: 60,
    art: [1004, 'flow'],
    shots: ['mug', 'artwork', 'detail'],
  },
  {
    category: 'gifts',
    artist: 'gu',
    name: ['MR 混合现实体验馆 单人票', 'Mixed-reality hall, single admission'],
    about: [
      [
        '顾星遥主持设计的 MR 混合现实体验馆位于文三路工作室一楼，2022 年落成。戴上眼镜，走进一间只由光搭成的房间。',
        'The mixed-reality hall designed under Gu Xingyao opened in 2022 on the ground floor of the Wensan Road studio. Put on the headset and step into a room built only of light.',
      ],
      [
        '兑换后寄出实体纪念票，凭票在开放时间（周二至周日 10:00–19:00）入场，有效期一年。',
        'A keepsake ticket is posted to you; show it during opening hours (Tuesday to Sunday, 10:00–19:00) within a year.',
      ],
    ],
    specs: [
      [
        ['场次', 'Session'],
        ['约 40 分钟', 'About 40 minutes'],
      ],
      [
        ['有效期', 'Valid for'],
        ['兑换后一年', 'One year from redemption'],
      ],
      [
        ['地点', 'Where'],
        ['文三路 398 号 艺创园 5 号楼', 'Building 5, Yichuang Park, 398 Wensan Road'],
      ],
    ],
    material: ['纪念票：300 克特种纸', 'Keepsake ticket: 300 gsm card'],
    size: ['票面 18 × 7 cm', 'Ticket 18 × 7 cm'],
    age: ['7 岁以上', 'Ages 7 and up'],
    weight: 20,
    price: 3000,
    stock: 50,
    sales: 120,
    listed: 150,
    art: artOf('gu', 'Echo'),
    shots: ['screen', 'artwork', 'certificate'],
  },
  {
    category: 'gifts',
    name: ['工作室开放日 · 双人导览', 'Studio open day tour for two'],
    about: [
      [
        '每月最后一个周六，艺术工坊向藏家开放文三路工作室。由一位驻场艺术家带各位参观画室、版画工坊与 MR 体验馆，并在工作室喝一杯龙井。',
        'On the last Saturday of each month Atelier opens its Wensan Road studio to collectors. A resident artist shows the two of you the painting studio, the print room and the mixed-reality hall, and there is a cup of Longjing at the end.',
      ],
    ],
    points: [
      ['每场限 10 组', 'Ten pairs per tour'],
      ['兑换后客服将电话确认日期', 'We call you to confirm the date'],
    ],
    specs: [
      [
        ['人数', 'Guests'],
        ['2 人', '2'],
      ],
      [
        ['时长', 'Length'],
        ['约 2 小时', 'About 2 hours'],
      ],
      [
        ['时间', 'When'],
        ['每月最后一个周六 14:00', 'Last Saturday of the month, 14:00'],
      ],
    ],
    material: ['邀请函：300 克特种纸', 'Invitation: 300 gsm card'],
    size: ['邀请函 21 × 10 cm', 'Invitation 21 × 10 cm'],
    weight: 30,
    price: 5000,
    stock: 10,
    sales: 34,
    listed: 40,
    art: [1006, 'ridges'],
    shots: ['wall', 'artwork', 'certificate'],
  },
  {
    category: 'gifts',
    artist: 'ye',
    name: ['色阶 真丝方巾 · 积分限定', 'Colour Steps silk scarf, points edition'],
    about: [
      [
        '叶青岚为积分商城单独调了一组颜色：靛蓝、赭石与一道窄窄的白。只在积分商城兑换，不在艺术商城出售。',
        'Ye Qinglan mixed a set of colours just for the points mall: indigo, ochre and one narrow band of white. It can only be redeemed with points, never bought in the art mall.',
      ],
    ],
    specs: [
      [
        ['面料', 'Fabric'],
        ['16 姆米桑蚕丝', '16 momme mulberry silk'],
      ],
      [
        ['工艺', 'Finish'],
        ['手工卷边', 'Hand-rolled edges'],
      ],
      [
        ['限量', 'Limited to'],
        ['50 条', '50 scarves'],
      ],
    ],
    material: ['100% 桑蚕丝', '100% mulberry silk'],
    size: ['70 × 70 cm', '70 × 70 cm'],
    weight: 150,
    price: 12000,
    stock: 5,
    sales: 45,
    listed: 25,
    art: [1007, 'mosaic'],
    shots: ['scarf', 'artwork', 'detail'],
  },
  {
    category: 'gifts',
    artist: 'chen',
    name: ['白泽 · 积分限定鎏金款', 'Baize, gilded points edition'],
    about: [
      [
        '「山海异兽 · 白泽」的积分限定版，通体鎏金涂装，底座刻有持有者编号。只做 20 件。',
        'A points-only edition of the Baize from Beasts of Mountains and Seas, finished entirely in gilt, with the holder’s number engraved on the base. Only twenty were made.',
      ],
    ],
    specs: [
      [
        ['限量', 'Limited to'],
        ['20 件', '20 pieces'],
      ],
      [
        ['高度', 'Height'],
        ['18 cm（含底座）', '18 cm with base'],
      ],
      [
        ['工艺', 'Finish'],
        ['树脂翻模，鎏金涂装', 'Cast resin, gilt finish'],
      ],
    ],
    material: ['树脂', 'Resin'],
    size: ['12 × 10 × 18 cm', '12 × 10 × 18 cm'],
    age: ['15 岁以上', 'Ages 15 and up'],
    weight: 680,
    price: 20000,
    stock: 3,
    sales: 17,
    listed: 15,
    art: [1008, 'orbits'],
    shots: ['figure', 'figure-side', 'box', 'certificate'],
  },

  // 数字藏品 · Digital collectibles
  {
    category: 'collectibles',
    artist: 'tang',
    name: ['华强北 · 像素数字藏品', 'Huaqiangbei, pixel collectible'],
    about: [
      [
        '唐一苇的《华强北》高清原文件，限量 500 份，每一份有独立的序列号。',
        'The full-resolution file of Tang Yiwei’s Huaqiangbei, limited to 500 copies, each with a serial of its own.',
      ],
      [
        '兑换后我们会寄出一张实体收藏卡，扫描卡上的二维码即可下载原文件并查询序列号。',
        'After you redeem it we post you a collector card; scan its code to download the file and look up the serial.',
      ],
    ],
    specs: [
      edition(500),
      [
        ['文件', 'File'],
        ['PNG，4096 × 4096 像素', 'PNG, 4096 × 4096 pixels'],
      ],
      cardDelivery,
    ],
    material: ['数字文件，附 PVC 收藏卡', 'Digital file with a PVC collector card'],
    size: ['收藏卡 8.6 × 5.4 cm', 'Card 8.6 × 5.4 cm'],
    weight: 20,
    price: 800,
    stock: 120,
    sales: 380,
    listed: 200,
    art: artOf('tang', 'Huaqiangbei'),
  },
  {
    category: 'collectibles',
    artist: 'tang',
    name: ['城中村的灯 · 像素数字藏品', 'Lights of the Urban Village, pixel collectible'],
    about: [
      [
        '握手楼之间一条缝的天空，和楼里各家各户的灯。500 份已全部兑换完毕。',
        'A sliver of sky between tightly packed towers and every family’s light inside them. All 500 copies have been redeemed.',
      ],
    ],
    specs: [
      edition(500),
      [
        ['文件', 'File'],
        ['PNG，4096 × 4096 像素', 'PNG, 4096 × 4096 pixels'],
      ],
      cardDelivery,
    ],
    material: ['数字文件，附 PVC 收藏卡', 'Digital file with a PVC collector card'],
    size: ['收藏卡 8.6 × 5.4 cm', 'Card 8.6 × 5.4 cm'],
    weight: 20,
    price: 800,
    stock: 0,
    sales: 500,
    listed: 190,
    art: artOf('tang', 'Lights of the Urban Village'),
  },
  {
    category: 'collectibles',
    artist: 'lin',
    name: ['流光 No.7 · 数字藏品', 'Flowing Light No. 7, digital collectible'],
    about: [
      [
        '「流光」主视觉的原始生成文件，附生成它的程序种子。限量 300 份。',
        'The original generated file of the "Flowing Light" key image, with the seed that made it. Limited to 300 copies.',
      ],
      [
        '兑换后寄出实体收藏卡，扫码下载文件并查询序列号。',
        'A collector card is posted to you; scan it to download the file and look up the serial.',
      ],
    ],
    specs: [
      edition(300),
      [
        ['文件', 'File'],
        ['SVG 矢量文件与 PNG', 'SVG vector file and PNG'],
      ],
      [
        ['附件', 'Includes'],
        ['程序种子', 'Program seed'],
      ],
      cardDelivery,
    ],
    material: ['数字文件，附 PVC 收藏卡', 'Digital file with a PVC collector card'],
    size: ['收藏卡 8.6 × 5.4 cm', 'Card 8.6 × 5.4 cm'],
    weight: 20,
    price: 2000,
    stock: 88,
    sales: 212,
    listed: 160,
    art: artOf('lin', 'Flowing Light No. 7'),
  },
  {
    category: 'collectibles',
    artist: 'gu',
    name: ['回声 · 数字藏品', 'Echo, digital collectible'],
    about: [
      [
        '顾星遥 MR 作品「回声」的一段 60 秒循环影像：您说话的声音会变成一圈圈扩散的光。',
        'A 60-second loop from Gu Xingyao’s mixed-reality work Echo, in which voices turn into spreading rings of light.',
      ],
    ],
    specs: [
      edition(200),
      [
        ['文件', 'File'],
        ['MP4，3840 × 2160，60 秒循环', 'MP4, 3840 × 2160, 60-second loop'],
      ],
      cardDelivery,
    ],
    material: ['数字影像，附 PVC 收藏卡', 'Digital video with a PVC collector card'],
    size: ['收藏卡 8.6 × 5.4 cm', 'Card 8.6 × 5.4 cm'],
    weight: 20,
    price: 1500,
    stock: 150,
    sales: 50,
    listed: 45,
    art: artOf('gu', 'Echo'),
  },
  {
    category: 'collectibles',
    artist: 'moreau',
    name: ['千线 · 数字藏品', 'A Thousand Lines, digital collectible'],
    about: [
      [
        '莉娅·莫罗《千线》的矢量原文件：绘图仪画下每一条线时读的就是这个文件。限量 100 份，仅剩最后几份。',
        'The vector file Léa Moreau’s plotter read to draw every line of A Thousand Lines. Limited to 100 copies; only a few remain.',
      ],
    ],
    specs: [
      edition(100),
      [
        ['文件', 'File'],
        ['SVG 矢量文件', 'SVG vector file'],
      ],
      cardDelivery,
    ],
    material: ['数字文件，附 PVC 收藏卡', 'Digital file with a PVC collector card'],
    size: ['收藏卡 8.6 × 5.4 cm', 'Card 8.6 × 5.4 cm'],
    weight: 20,
    price: 1200,
    stock: 2,
    sales: 98,
    listed: 18,
    art: artOf('moreau', 'A Thousand Lines'),
  },
];
