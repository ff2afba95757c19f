"""Strings of the sandbox: why an answer was not graded, and what protects the grader."""

STRINGS = {
    "cli.layers": {
        "en": "outer layer (bubblewrap namespaces): {bwrap}; a uid of its own per submission: {uid}",
        "zh": "外层隔离（bubblewrap 命名空间）：{bwrap}；每份提交使用独立的用户 ID：{uid}",
    },
    "cli.on": {"en": "on", "zh": "开启"},
    "cli.off": {"en": "off", "zh": "关闭"},
    "cli.refused": {
        "en": "this machine cannot confine submitted code (missing: {missing}); nothing was graded. "
        "Grade on Linux with these, or pass --unsafe-no-sandbox to grade your own code anyway.",
        "zh": "这台机器无法隔离提交的代码（缺少：{missing}），因此没有评分。请在具备这些功能的 Linux 上评分；"
        "如果只是给自己的代码评分，可以加上 --unsafe-no-sandbox。",
    },
    "cli.unsafe": {
        "en": "WARNING: grading without full confinement (missing: {missing}), as asked by "
        "--unsafe-no-sandbox. Use it only for code you trust.",
        "zh": "警告：按 --unsafe-no-sandbox 的要求，在没有完整隔离的情况下评分（缺少：{missing}）。"
        "只对你信任的代码这样做。",
    },
    "exercises.code_limits_only": {
        "en": "On this machine your code runs in a separate process with time and memory limits "
        "only (missing: {missing}). That is fine for your own code on your own computer; an app "
        "that others can reach refuses code answers here.",
        "zh": "在这台机器上，你的代码只在一个带有时间和内存限制的独立进程中运行（缺少：{missing}）。"
        "在自己的电脑上运行自己的代码没有问题；可被他人访问的应用在这里会拒绝代码答案。",
    },
    "feedback.untouched": {
        "en": "Not answered yet: this is still the starter, which does nothing.",
        "zh": "尚未作答：这仍是起始模板，它什么也不做。",
    },
    "feedback.budget": {
        "en": "Not graded: this submission used up its total time of {seconds} seconds on earlier "
        "answers.",
        "zh": "未评分：这份提交在前面的答案上已经用完了总共 {seconds} 秒的时间。",
    },
    "feedback.refused": {
        "en": "Not graded: this machine cannot confine submitted code (missing: {missing}). Run it "
        "on Linux with these, or, for your own code only, pass --unsafe-no-sandbox.",
        "zh": "未评分：这台机器无法隔离提交的代码（缺少：{missing}）。请在具备这些功能的 Linux 上运行；"
        "如果只是给自己的代码评分，可以加上 --unsafe-no-sandbox。",
    },
    "feedback.too_large": {
        "en": "Your answer returned far more data than the exercise asks for.",
        "zh": "你的答案返回的数据远远超出了这道题的需要。",
    },
}
