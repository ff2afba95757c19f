"""Strings of the sandbox: why an answer was not graded, and what protects the grader."""

STRINGS = {
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
