"""Strings of a learner's saved work (kept in the browser, downloaded, opened again) in Simplified
Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "saved.title": "你的作答",
    "saved.note": "你的答案、进度和已看过的提示都保存在这个浏览器里（服务器上不保存任何内容）：刷新页面或改天再来都还在。",
    "saved.changed": "你保存这个答案之后，这道练习有了改动：答案按你离开时的样子显示，请确认它仍然符合上面的题目。",
    "widget.download_py": "下载我的答案（.py）",
    "widget.download_ipynb": "下载为笔记本（.ipynb）",
    "widget.open_file": "打开文件（.py 或 .ipynb）",
    "widget.start_over": "重新开始",
    "widget.start_over_confirm": "确定，清除我的全部答案",
    "widget.cancel": "取消",
    "widget.answers_file": "你的答案文件",
    "saved.start_over_question": "要清除这个浏览器里保存的全部答案、进度和已显示的提示吗？此操作无法撤销（如需保留，请先下载答案）。",
    "saved.erased": "已全部清除：你将从初始模板重新开始。",
    "saved.downloaded": "文件中包含 {n} 个答案；未作答的练习保留初始模板。评分命令：`python -m attnlab grade {name}`。",
    "saved.opened": "已打开 {name}。放入编辑器的答案：{placed} 个（{ids}）。文件中的代码没有被运行。",
    "saved.opened_none": "已打开 {name}，但其中没有定义任何练习答案（需要在顶层定义 `ex3_1`、`ex_causal_weights` 这样的名称）。",
    "saved.unplaced": "未放入（不是答案，或无法作为 Python 读取）：{items}",
    "answers_file.binary": "这个文件不是文本（含有二进制数据）：请打开 answers.py 或笔记本文件。",
    "answers_file.not_text": "这个文件不是 UTF-8 或 GBK 编码的文本：请另存为 UTF-8 后再打开。",
    "answers_file.too_large": "这个文件超过了 {limit} MB：答案文件远没有这么大（保存笔记本前请先清除输出）。",
    "answers_file.bad_notebook": "这个 .ipynb 文件不是可读的笔记本（其 JSON 已损坏）。",
    "answers_file.too_much_code": "这个文件中的代码超过了 {limit} KB：所有练习的答案加起来也只有几 KB。请打开答案文件本身。",
    "answers_file.too_many_cells": "这个笔记本超过了 {limit} 个单元格：请打开你作答的那个笔记本。",
    "answers_file.not_uploaded": "没有收到文件：请用“打开”按钮打开 answers.py 或笔记本（上传的文件只保留几分钟）。",
    "answers_file.wrong_type": "请打开 .py 或 .ipynb 文件。",
}
