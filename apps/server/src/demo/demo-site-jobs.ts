import type { JobKind, QuestionKind } from '@atelier/contract';
import type { Pair } from './demo-site';

export interface QuestionSeed {
  kind: QuestionKind;
  title: Pair;
  required: boolean;
  /** Only on choice questions. */
  options?: Pair[];
}

export interface PositionSeed {
  kind: JobKind;
  title: Pair;
  department: Pair;
  city: Pair;
  summary: Pair;
  /** HTML: the work and the team. */
  description: Pair;
  /** HTML: who the studio looks for. */
  requirements: Pair;
  headcount: number;
  open: boolean;
  /** Beijing date of publication, `YYYY-MM-DD`. */
  date: string;
  questions: QuestionSeed[];
}

const hangzhou: Pair = ['杭州', 'Hangzhou'];
const shanghai: Pair = ['上海', 'Shanghai'];

const startDate: QuestionSeed = {
  kind: 'single',
  title: ['最快什么时候可以到岗？', 'How soon could you start?'],
  required: true,
  options: [
    ['两周内', 'Within two weeks'],
    ['一个月内', 'Within a month'],
    ['三个月内', 'Within three months'],
  ],
};

/** Open positions, newest first, and one closed position; each with its questionnaire. */
export const positions: PositionSeed[] = [
  {
    kind: 'programme',
    title: ['超级个体计划 · 独立创作者', 'Super Individual programme: independent creators'],
    department: ['创作者计划', 'Creator programmes'],
    city: ['杭州 / 远程', 'Hangzhou or remote'],
    summary: [
      '把您的作品做成可以被收藏的作品：印制、序列号、商城与展览，不签独家，版权归您。',
      'Turn your work into work people can collect: printing, serials, the shop and exhibitions, with no exclusivity and the copyright yours.',
    ],
    description: [
      '<p>「超级个体」是艺术工坊 2024 年发起的独立创作者计划，至今已有 46 位创作者加入。入选后，您可以使用工作室的打样与印制、防伪序列号与收藏证书、艺术商城的上架与发货，并有机会参加工作室的展览和巡展。</p><ul><li>计划负责人程一帆的团队会为您安排一位固定的对接同事。</li><li>多数成员远程合作，也欢迎来文三路工作室驻场几周。</li><li>全年开放申请，每个季度评审一次、最多入选 20 位，评审结束后两周内回复每一位申请人。</li></ul>',
      '<p>Super Individual is the programme for independent creators Atelier began in 2024; 46 creators have joined so far. Once selected you can use the studio’s proofing and printing, authenticity serials and certificates, listing and shipping in the art mall, and the chance to show in our exhibitions and tours.</p><ul><li>Cheng Yifan’s programme team gives you one colleague as your steady contact.</li><li>Most members work with us remotely; you are also welcome to spend a few weeks at the Wensan Road studio.</li><li>Applications are open all year and reviewed every quarter, with up to 20 places each time; we reply to every applicant within two weeks of each review.</li></ul>',
    ],
    requirements: [
      '<ul><li>以个人身份创作，方向不限：插画、数字绘画、像素艺术、生成艺术、雕塑与手办都欢迎。</li><li>已有一组完整或接近完整的作品（至少 6 件）。</li><li>愿意与工作室一起打磨作品的印制与呈现。</li><li>请附上作品集（PDF，10 MB 以内）。</li></ul>',
      '<ul><li>You create on your own account, in any medium: illustration, digital painting, pixel art, generative art, sculpture and figures are all welcome.</li><li>You have a finished or nearly finished body of work (at least 6 pieces).</li><li>You are happy to work with the studio on how your work is printed and presented.</li><li>Please attach your portfolio (a PDF of up to 10 MB).</li></ul>',
    ],
    headcount: 20,
    open: true,
    date: '2026-11-10',
    questions: [
      {
        kind: 'single',
        title: ['您的主要创作方向是？', 'What is your main medium?'],
        required: true,
        options: [
          ['插画', 'Illustration'],
          ['数字绘画', 'Digital painting'],
          ['像素艺术', 'Pixel art'],
          ['生成艺术', 'Generative art'],
          ['雕塑与手办', 'Sculpture and figures'],
          ['其他', 'Something else'],
        ],
      },
      {
        kind: 'single',
        title: ['您目前的创作状态是？', 'How do you work at the moment?'],
        required: true,
        options: [
          ['全职独立创作', 'Full time on my own work'],
          ['兼职创作，另有本职工作', 'Part time, alongside another job'],
          ['在校学生', 'I am a student'],
        ],
      },
      {
        kind: 'multiple',
        title: [
          '您最希望得到哪些支持？（可多选）',
          'What support would help you most? (choose any)',
        ],
        required: true,
        options: [
          ['打样与印制', 'Proofing and printing'],
          ['防伪序列号与收藏证书', 'Authenticity serials and certificates'],
          ['商城上架与发货', 'Listing and shipping in the shop'],
          ['展览机会', 'Exhibitions'],
          ['创作者社区', 'The creator community'],
        ],
      },
      {
        kind: 'text',
        title: [
          '介绍一下您想带来的这组作品（也可以附上作品集链接）。',
          'Tell us about the body of work you would bring (a portfolio link is welcome).',
        ],
        required: true,
      },
      {
        kind: 'text',
        title: ['还有什么想告诉我们的吗？', 'Anything else you would like us to know?'],
        required: false,
      },
    ],
  },
  {
    kind: 'full_time',
    title: ['生成艺术工程师', 'Generative art engineer'],
    department: ['技术部', 'Engineering'],
    city: hangzhou,
    summary: [
      '与艺术家坐在同一张桌子前，把规则写成代码：维护工作室的生成引擎，参与每一个新系列。',
      'Sit at the same table as the artists and turn their rules into code: look after the studio’s generative engine and work on every new series.',
    ],
    description: [
      '<p>您将加入技术总监方砚带领的技术部，和艺术家一起完成生成艺术系列：从第一张速写里的规则，到跑出成千上万个种子，再到为屏幕、纸张和灯箱分别定稿。</p><ul><li>维护和扩展工作室自研的生成引擎，保证同一个种子在任何机器上画出同一幅画。</li><li>与艺术家结对开发新系列，一个系列通常持续 6–10 周。</li><li>参与西湖灯光秀等实时影像项目。</li></ul>',
      '<p>You will join the engineering team led by technical director Fang Yan and make generative series with the artists: from the rule in the first sketch, through running thousands of seeds, to a final version for screen, paper and light box.</p><ul><li>Maintain and extend the studio’s own generative engine, so that one seed draws the same picture on any machine.</li><li>Pair with an artist on each new series, usually 6–10 weeks long.</li><li>Work on live-image projects such as the West Lake light show.</li></ul>',
    ],
    requirements: [
      '<ul><li>三年以上软件开发经验，熟悉 TypeScript 或 C++ 之一。</li><li>做过图形编程：粒子系统、噪声、着色器中的任意一种。</li><li>对颜色敏感，愿意为一条曲线和艺术家讨论一下午。</li><li>有个人生成作品者优先。</li></ul>',
      '<ul><li>Three years or more of software development, fluent in TypeScript or C++.</li><li>Some graphics programming: particle systems, noise or shaders.</li><li>An eye for colour, and the patience to spend an afternoon with an artist on one curve.</li><li>Generative work of your own is a plus.</li></ul>',
    ],
    headcount: 2,
    open: true,
    date: '2026-11-03',
    questions: [
      {
        kind: 'single',
        title: ['您最常用的图形编程环境是？', 'Which graphics environment do you use most?'],
        required: true,
        options: [
          ['Processing / p5.js', 'Processing / p5.js'],
          ['openFrameworks / C++', 'openFrameworks / C++'],
          ['TouchDesigner', 'TouchDesigner'],
          ['WebGL / three.js', 'WebGL / three.js'],
          ['其他', 'Something else'],
        ],
      },
      {
        kind: 'multiple',
        title: ['以下哪些您做过？（可多选）', 'Which of these have you done? (choose any)'],
        required: false,
        options: [
          ['粒子系统', 'Particle systems'],
          ['噪声场', 'Noise fields'],
          ['着色器', 'Shaders'],
          ['色彩管理', 'Colour management'],
          ['为打印输出图像', 'Images for print'],
        ],
      },
      {
        kind: 'text',
        title: [
          '讲讲您最满意的一件生成作品或一个项目，有链接请附上。',
          'Tell us about the generative piece or project you are proudest of, with a link if there is one.',
        ],
        required: true,
      },
      startDate,
    ],
  },
  {
    kind: 'full_time',
    title: ['MR 交互设计师', 'Mixed-reality interaction designer'],
    department: ['MR 体验馆', 'Mixed-reality hall'],
    city: hangzhou,
    summary: [
      '和顾星遥一起，在一间没有墙的屋子里搭房间：设计观众的每一步会看见什么。',
      'Build rooms in a hall without walls with Gu Xingyao, deciding what visitors see at every step.',
    ],
    description: [
      '<p>MR 体验馆 2022 年落成，现在有「光的房间」「回声」「萤火」三件常设作品，并在北山街开设了夜间步行体验。您将和顾星遥一起设计新作品，并持续调整已开放的作品。</p><ul><li>设计空间中的交互：脚步、声音、手势分别会带来什么变化。</li><li>组织志愿者试玩，观察观众在哪里停下、在哪里迷路。</li><li>每月根据观众反馈调整一次作品。</li></ul>',
      '<p>The mixed-reality hall opened in 2022 and now has three permanent works, “Rooms of Light”, “Echo” and “Fireflies”, as well as an evening walk along Beishan Street. You will design new works with Gu Xingyao and keep refining the ones already open.</p><ul><li>Design interaction in space: what footsteps, voices and gestures each change.</li><li>Run volunteer sessions and watch where visitors pause and where they get lost.</li><li>Revise each work monthly from what visitors tell us.</li></ul>',
    ],
    requirements: [
      '<ul><li>两年以上交互设计、游戏设计或展陈设计经验。</li><li>熟悉 Unity 或 Unreal 之一，能自己搭出可体验的原型。</li><li>做过线下空间项目者优先，建筑或照明背景亦可。</li></ul>',
      '<ul><li>Two years or more in interaction, game or exhibition design.</li><li>At home in Unity or Unreal, able to build a prototype people can try.</li><li>Work on physical spaces is a plus, and so is a background in architecture or lighting.</li></ul>',
    ],
    headcount: 1,
    open: true,
    date: '2026-10-20',
    questions: [
      {
        kind: 'multiple',
        title: ['您用过哪些工具？（可多选）', 'Which tools have you used? (choose any)'],
        required: true,
        options: [
          ['Unity', 'Unity'],
          ['Unreal', 'Unreal'],
          ['TouchDesigner', 'TouchDesigner'],
          ['Blender', 'Blender'],
          ['空间音频工具', 'Spatial audio tools'],
        ],
      },
      {
        kind: 'single',
        title: ['您为线下空间做过设计吗？', 'Have you designed for a physical space?'],
        required: true,
        options: [
          ['做过，并已对公众开放', 'Yes, and it opened to the public'],
          ['做过原型', 'Prototypes only'],
          ['还没有', 'Not yet'],
        ],
      },
      {
        kind: 'text',
        title: [
          '讲一次您观察用户、并因此改掉自己设计的经历。',
          'Tell us about a time you watched people use your design and changed it as a result.',
        ],
        required: true,
      },
      {
        kind: 'text',
        title: ['作品链接（选填）', 'A link to your work (optional)'],
        required: false,
      },
    ],
  },
  {
    kind: 'full_time',
    title: ['展览项目经理', 'Exhibition project manager'],
    department: ['展览部', 'Exhibitions'],
    city: hangzhou,
    summary: [
      '从排期、预算到布展和撤展，让工作室的展览在九座城市里准时、好看地开幕。',
      'From schedules and budgets to hanging and striking, get the studio’s shows open on time, and looking right, in nine cities.',
    ],
    description: [
      '<p>工作室至今策划了 48 场展览，巡展走过 9 座城市。您将加入展览总监宋子衿的团队，负责展览从立项到撤展的全过程。</p><ul><li>制定排期与预算，协调艺术家、运输、保险与场地。</li><li>在现场负责布展、灯光和开幕活动。</li><li>每年约有三分之一的时间在外地巡展。</li></ul>',
      '<p>The studio has curated 48 exhibitions so far, touring 9 cities. You will join the team of Song Zijin, head of exhibitions, and run shows from approval to the last crate.</p><ul><li>Draw up schedules and budgets, and coordinate artists, shipping, insurance and venues.</li><li>Lead the install, lighting and opening on site.</li><li>Spend about a third of the year on tour in other cities.</li></ul>',
    ],
    requirements: [
      '<ul><li>三年以上展览、美术馆或画廊项目经验。</li><li>能同时推进两到三个项目，对数字和日期敏感。</li><li>能接受出差；熟悉数字艺术或影像装置者优先。</li></ul>',
      '<ul><li>Three years or more running exhibition, museum or gallery projects.</li><li>Able to keep two or three projects moving at once, with a head for figures and dates.</li><li>Willing to travel; experience with digital art or video installation is a plus.</li></ul>',
    ],
    headcount: 1,
    open: true,
    date: '2026-10-12',
    questions: [
      {
        kind: 'single',
        title: ['您有几年展览相关经验？', 'How many years have you worked on exhibitions?'],
        required: true,
        options: [
          ['1 年以下', 'Less than 1'],
          ['1–3 年', '1–3'],
          ['3–5 年', '3–5'],
          ['5 年以上', 'More than 5'],
        ],
      },
      {
        kind: 'multiple',
        title: [
          '您负责过哪些环节？（可多选）',
          'Which parts have you been responsible for? (choose any)',
        ],
        required: true,
        options: [
          ['策展与选件', 'Curating and selecting works'],
          ['预算与排期', 'Budgets and schedules'],
          ['布展与灯光', 'Installation and lighting'],
          ['运输与保险', 'Shipping and insurance'],
          ['媒体与开幕活动', 'Press and openings'],
        ],
      },
      {
        kind: 'single',
        title: ['您能接受出差吗？', 'Can you travel for touring shows?'],
        required: true,
        options: [
          ['可以，每月一周以上也没问题', 'Yes, even a week or more a month'],
          ['偶尔可以', 'Now and then'],
          ['不太方便', 'Not easily'],
        ],
      },
      {
        kind: 'text',
        title: [
          '讲一场您参与过的展览：出了什么问题，您是怎么解决的？',
          'Tell us about an exhibition you worked on: what went wrong, and how did you fix it?',
        ],
        required: true,
      },
    ],
  },
  {
    kind: 'full_time',
    title: ['版画印制技师', 'Print technician'],
    department: ['版画工坊', 'Print workshop'],
    city: shanghai,
    summary: [
      '在周屿的上海西岸工坊印制工作室的限量版画：每一张都要过灯箱这一关。',
      'Print the studio’s limited editions at Zhou Yu’s workshop on Shanghai’s West Bund, where every sheet has to pass the light box.',
    ],
    description: [
      '<p>自 2019 年起，艺术工坊的限量版画都在周屿的上海西岸工坊印制。工坊只有三台机器和两个学徒，现在需要一位能独当一面的技师。</p><ul><li>按文三路确认的小样印制艺术微喷与孔版作品。</li><li>维护打印机、管理纸张与墨水，定期为每一种纸校准色彩。</li><li>在日光灯箱下逐张检查，与艺术家一起完成签名编号。</li></ul>',
      '<p>Since 2019 every Atelier limited edition has been printed at Zhou Yu’s workshop on Shanghai’s West Bund. It runs on three machines and two apprentices, and now needs a technician who can run the room.</p><ul><li>Print giclée and risograph editions from the proofs approved on Wensan Road.</li><li>Keep the printers running, manage papers and inks, and recalibrate the colour for each paper regularly.</li><li>Check every sheet on a daylight light box and see the signing and numbering through with the artist.</li></ul>',
    ],
    requirements: [
      '<ul><li>两年以上艺术微喷、孔版或丝网印刷经验。</li><li>了解色彩管理与 ICC 配置文件。</li><li>细心，能接受把不合格的作品当场裁掉。</li><li>工作地点为上海西岸工坊。</li></ul>',
      '<ul><li>Two years or more of giclée, risograph or screen printing.</li><li>A working knowledge of colour management and ICC profiles.</li><li>Care for detail, and the nerve to cut up a sheet that fails on the spot.</li><li>The job is at the West Bund workshop in Shanghai.</li></ul>',
    ],
    headcount: 1,
    open: true,
    date: '2026-09-28',
    questions: [
      {
        kind: 'multiple',
        title: ['您操作过哪些设备？（可多选）', 'Which machines have you run? (choose any)'],
        required: true,
        options: [
          ['艺术微喷打印机', 'Giclée printers'],
          ['孔版印刷机', 'Risograph'],
          ['丝网印刷', 'Screen printing'],
          ['色彩校准设备', 'Colour calibration devices'],
        ],
      },
      {
        kind: 'single',
        title: ['您现在在上海吗？', 'Are you in Shanghai now?'],
        required: true,
        options: [
          ['在上海', 'Yes'],
          ['不在，但可以搬来', 'No, but I can move'],
        ],
      },
      {
        kind: 'text',
        title: ['您如何判断一张版画不合格？', 'How do you decide that a print has failed?'],
        required: true,
      },
    ],
  },
  {
    kind: 'intern',
    title: ['策展实习生', 'Curatorial intern'],
    department: ['展览部', 'Exhibitions'],
    city: hangzhou,
    summary: [
      '写展签、排画册、跟着布展：在文三路工作室参与一场展览的全过程。',
      'Write labels, lay out catalogues and help hang the show: see an exhibition through at the Wensan Road studio.',
    ],
    description: [
      '<p>您将在展览部实习至少三个月，参与文三路展厅和巡展的日常工作。</p><ul><li>为作品撰写中英文展签和导览文字。</li><li>整理艺术家资料与作品档案。</li><li>参与布展和每月最后一个周六的开放日导览。</li></ul><p>实习有补贴，表现优秀者可转为正式员工。</p>',
      '<p>You will intern with the exhibitions team for at least three months, working on shows in the Wensan Road gallery and on tour.</p><ul><li>Write labels and guide texts for the works in Chinese and English.</li><li>Keep artists’ files and the records of their works in order.</li><li>Help with installs and with the open-day tours on the last Saturday of each month.</li></ul><p>The internship is paid, and outstanding interns may be offered a permanent post.</p>',
    ],
    requirements: [
      '<ul><li>艺术史、美术学、设计或相关专业在读，或毕业一年内。</li><li>中英文写作流畅。</li><li>每周至少到岗三天。</li></ul>',
      '<ul><li>Studying art history, fine art, design or a related subject, or graduated within the last year.</li><li>Writes well in Chinese and English.</li><li>Available at least three days a week.</li></ul>',
    ],
    headcount: 2,
    open: true,
    date: '2026-09-15',
    questions: [
      {
        kind: 'single',
        title: ['您目前是？', 'Where are you in your studies?'],
        required: true,
        options: [
          ['本科三年级', 'Third year of a bachelor’s'],
          ['本科四年级', 'Final year of a bachelor’s'],
          ['硕士在读', 'Studying for a master’s'],
          ['已毕业一年内', 'Graduated within the last year'],
        ],
      },
      {
        kind: 'single',
        title: ['每周可以实习几天？', 'How many days a week can you come in?'],
        required: true,
        options: [
          ['3 天', '3 days'],
          ['4 天', '4 days'],
          ['5 天', '5 days'],
        ],
      },
      {
        kind: 'text',
        title: [
          '从工作室展出过的作品里选一件，为它写一段 150 字以内的展签。',
          'Choose a work the studio has shown and write a label for it in under 150 words.',
        ],
        required: true,
      },
      {
        kind: 'text',
        title: ['最早什么时候可以开始？（选填）', 'When could you start? (optional)'],
        required: false,
      },
    ],
  },
  {
    kind: 'intern',
    title: ['数字雕刻实习生', 'Digital sculpting intern'],
    department: ['雕塑与手办', 'Sculpture and figures'],
    city: hangzhou,
    summary: [
      '跟着陈默然做「山海异兽」：从设定草图、数字雕刻到打印原型。',
      'Work on the Beasts of Mountains and Seas with Chen Moran: from concept sketches and digital sculpting to printed prototypes.',
    ],
    description: [
      '<p>您将在陈默然身边参与「山海异兽」系列新作的开发，经历一只手办从设定到原型的大部分环节。</p><ul><li>根据设定完成局部的数字雕刻与细节。</li><li>准备光固化打印文件，检查原型的比例与结构。</li><li>跟进东莞合作工厂的翻模与上色打样。</li></ul><p>实习有补贴，为期三到六个月。</p>',
      '<p>Working beside Chen Moran on new pieces in the Beasts of Mountains and Seas, you will follow most of a figure’s journey from concept to prototype.</p><ul><li>Sculpt parts and details digitally from the concept.</li><li>Prepare files for resin printing and check the prototypes’ proportions and structure.</li><li>Follow the moulding and painting samples at our partner workshop in Dongguan.</li></ul><p>The internship is paid and lasts three to six months.</p>',
    ],
    requirements: [
      '<ul><li>雕塑、动画、游戏美术或相关专业在读。</li><li>会使用 ZBrush 或 Blender 之一。</li><li>喜欢中国神话与古籍者优先。</li></ul>',
      '<ul><li>Studying sculpture, animation, game art or a related subject.</li><li>Can work in ZBrush or Blender.</li><li>A love of Chinese myth and old books is a plus.</li></ul>',
    ],
    headcount: 1,
    open: true,
    date: '2026-09-02',
    questions: [
      {
        kind: 'multiple',
        title: ['您会使用哪些软件？（可多选）', 'Which software can you use? (choose any)'],
        required: true,
        options: [
          ['ZBrush', 'ZBrush'],
          ['Blender', 'Blender'],
          ['Maya', 'Maya'],
          ['Substance Painter', 'Substance Painter'],
        ],
      },
      {
        kind: 'single',
        title: ['您手工给手办上过色吗？', 'Have you painted figures by hand?'],
        required: true,
        options: [
          ['经常', 'Often'],
          ['试过几次', 'A few times'],
          ['还没有', 'Not yet'],
        ],
      },
      {
        kind: 'text',
        title: [
          '《山海经》里您最想雕的是哪一只异兽？为什么？',
          'Which beast of the Classic of Mountains and Seas would you most like to sculpt, and why?',
        ],
        required: true,
      },
      {
        kind: 'single',
        title: ['您希望实习多久？（选填）', 'How long would you like to stay? (optional)'],
        required: false,
        options: [
          ['3 个月', '3 months'],
          ['6 个月', '6 months'],
        ],
      },
    ],
  },
  {
    kind: 'full_time',
    title: ['藏品档案助理', 'Collections records assistant'],
    department: ['收藏与鉴证', 'Collections and authenticity'],
    city: hangzhou,
    summary: [
      '协助何晓棠管理 3,600 多件已收藏作品的档案与证书。（已招满）',
      'Help He Xiaotang keep the records and certificates of more than 3,600 collected works. (Filled)',
    ],
    description: [
      '<p>协助收藏与鉴证经理何晓棠管理已收藏作品的档案，核对收藏证书，回复藏家关于来处的询问。</p>',
      '<p>Help He Xiaotang, our collections and authenticity manager, keep the records of collected works, check certificates and answer collectors’ questions about provenance.</p>',
    ],
    requirements: [
      '<ul><li>一年以上拍卖行、画廊或美术馆工作经验。</li><li>细心，习惯和表格打交道。</li></ul>',
      '<ul><li>A year or more at an auction house, gallery or museum.</li><li>Careful, and at ease with spreadsheets.</li></ul>',
    ],
    headcount: 1,
    open: false,
    date: '2026-06-01',
    questions: [
      {
        kind: 'single',
        title: [
          '您有拍卖行或画廊的工作经验吗？',
          'Have you worked at an auction house or gallery?',
        ],
        required: true,
        options: [
          ['有', 'Yes'],
          ['没有', 'No'],
        ],
      },
      {
        kind: 'text',
        title: ['为什么想做藏品档案？', 'Why collections records?'],
        required: true,
      },
      {
        kind: 'text',
        title: ['还有什么想补充的？（选填）', 'Anything to add? (optional)'],
        required: false,
      },
    ],
  },
];

export interface ApplicationSeed {
  /** The posting applied to, by its Chinese title. */
  position: string;
  name: string;
  mobile: string;
  email: string;
  /** What the applicant wrote to every text question. */
  text: string;
  /** Days before the seeding the application came in. */
  daysAgo: number;
  /** Where staff have moved it, each move with its note; empty when it is new. */
  moves: Array<{ to: 'reviewing' | 'interview' | 'declined'; note: string }>;
  /** The lines of the one-page résumé PDF sent with it, or none. */
  resume?: string[];
}

/** A few applications in the inbox, in different states, each from its own applicant. */
export const applications: ApplicationSeed[] = [
  {
    position: '生成艺术工程师',
    name: '林澈',
    mobile: '13900000101',
    email: 'linche@example.com',
    text: '我做过一套随潮位变化的灯光装置，代码开源在个人主页。',
    daysAgo: 1,
    moves: [],
    resume: ['Lin Che', 'Generative artist and engineer', 'Hangzhou', 'Tidal Light (2024)'],
  },
  {
    position: '生成艺术工程师',
    name: 'Mira Chen',
    mobile: '13900000102',
    email: 'mira.chen@example.com',
    text: 'I wrote the shader pipeline of a touring light show.',
    daysAgo: 4,
    moves: [{ to: 'reviewing', note: 'Strong shader work; ask for the pipeline repository.' }],
    resume: ['Mira Chen', 'Graphics programmer', 'Shanghai', 'Touring light show (2023)'],
  },
  {
    position: '生成艺术工程师',
    name: '赵一舟',
    mobile: '13900000103',
    email: 'zhaoyizhou@example.com',
    text: '刚开始学习 Processing。',
    daysAgo: 9,
    moves: [{ to: 'declined', note: '经验尚浅，建议明年再投。' }],
  },
];
