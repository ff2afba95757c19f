"""Strings of a learner's saved work: kept in the browser, downloaded, opened again."""

STRINGS = {
    "saved.title": {"en": "Your work", "zh": "你的作答"},
    "saved.note": {
        "en": "Your answers, progress and hints are kept in this browser (nothing is stored on the "
        "server): they are still here after a reload or another day.",
        "zh": "你的答案、进度和已看过的提示都保存在这个浏览器里（服务器上不保存任何内容）：刷新页面或改天再来都还在。",
    },
    "saved.changed": {
        "en": "This exercise has changed since you saved this answer: it is shown as you left it; "
        "check that it still answers the statement above.",
        "zh": "你保存这个答案之后，这道练习有了改动：答案按你离开时的样子显示，请确认它仍然符合上面的题目。",
    },
    "widget.download_py": {"en": "Download my answers (.py)", "zh": "下载我的答案（.py）"},
    "widget.download_ipynb": {"en": "Download as a notebook (.ipynb)", "zh": "下载为笔记本（.ipynb）"},
    "widget.open_file": {"en": "Open a file (.py or .ipynb)", "zh": "打开文件（.py 或 .ipynb）"},
    "widget.start_over": {"en": "Start over", "zh": "重新开始"},
    "widget.start_over_confirm": {"en": "Yes, erase all my answers", "zh": "确定，清除我的全部答案"},
    "widget.cancel": {"en": "Cancel", "zh": "取消"},
    "widget.answers_file": {"en": "Your answers file", "zh": "你的答案文件"},
    "saved.start_over_question": {
        "en": "Erase every answer, your progress and the hints shown, in this browser? This cannot "
        "be undone (download your answers first to keep them).",
        "zh": "要清除这个浏览器里保存的全部答案、进度和已显示的提示吗？此操作无法撤销（如需保留，请先下载答案）。",
    },
    "saved.erased": {"en": "Everything was erased: you start from the starters again.",
                     "zh": "已全部清除：你将从初始模板重新开始。"},
    "saved.downloaded": {
        "en": "Answers in this file: {n} (unanswered exercises keep the starter). Grade it with "
        "`python -m attnlab grade {name}`.",
        "zh": "文件中包含 {n} 个答案；未作答的练习保留初始模板。评分命令：`python -m attnlab grade {name}`。",
    },
    "saved.opened": {
        "en": "Opened {name}. Answers placed in the editors: {placed} ({ids}). Nothing was run.",
        "zh": "已打开 {name}。放入编辑器的答案：{placed} 个（{ids}）。文件中的代码没有被运行。",
    },
    "saved.opened_none": {
        "en": "Opened {name}, but it defines no exercise answer (names like `ex3_1` or "
        "`ex_causal_weights` at the top level).",
        "zh": "已打开 {name}，但其中没有定义任何练习答案（需要在顶层定义 `ex3_1`、`ex_causal_weights` 这样的名称）。",
    },
    "saved.unplaced": {
        "en": "Not placed (not an answer, or not readable as Python): {items}",
        "zh": "未放入（不是答案，或无法作为 Python 读取）：{items}",
    },
    "answers_file.binary": {
        "en": "This file is not text (it holds binary data): open an answers.py or a notebook.",
        "zh": "这个文件不是文本（含有二进制数据）：请打开 answers.py 或笔记本文件。",
    },
    "answers_file.not_text": {
        "en": "This file is not text in UTF-8 or GBK: save it as UTF-8 and open it again.",
        "zh": "这个文件不是 UTF-8 或 GBK 编码的文本：请另存为 UTF-8 后再打开。",
    },
    "answers_file.too_large": {
        "en": "This file is larger than {limit} MB: an answers file is far smaller (clear a "
        "notebook's outputs before saving it).",
        "zh": "这个文件超过了 {limit} MB：答案文件远没有这么大（保存笔记本前请先清除输出）。",
    },
    "answers_file.bad_notebook": {
        "en": "This .ipynb file is not a readable notebook (its JSON is broken).",
        "zh": "这个 .ipynb 文件不是可读的笔记本（其 JSON 已损坏）。",
    },
    "answers_file.too_much_code": {
        "en": "This file holds more than {limit} KB of code: answers to every exercise take a few "
        "KB. Open the answers file itself.",
        "zh": "这个文件中的代码超过了 {limit} KB：所有练习的答案加起来也只有几 KB。请打开答案文件本身。",
    },
    "answers_file.too_many_cells": {
        "en": "This notebook has more than {limit} cells: open the notebook you answered in.",
        "zh": "这个笔记本超过了 {limit} 个单元格：请打开你作答的那个笔记本。",
    },
    "answers_file.wrong_type": {
        "en": "Open a .py or .ipynb file.",
        "zh": "请打开 .py 或 .ipynb 文件。",
    },
}
