"""Strings of the instructor's command line, the submission reader, exercise packs and the class
report in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    # --- files in a submission folder that are not graded ---
    "skip.suffix": "不是 .py 或 .ipynb 文件",
    "skip.hidden": "隐藏的文件或文件夹",
    "skip.checkpoints": "Jupyter 自动保存的检查点副本（评分的是笔记本本身）",
    "skip.broken_link": "指向不存在文件的链接",
    "skip.not_file": "不是普通文件",
    "skip.link": "链接：不跟随提交文件夹中的链接（请直接给出文件本身）",
    # --- submissions that could not be read (graded as a load error) ---
    "submission.too_large": "提交内容有 {size} 字节，上限是 {limit} 字节。请删去粘贴在代码里的大段数据。",
    "submission.too_many_cells": "这个笔记本有 {cells} 个单元格，最多只能评分 {limit} 个。请把答案复制到一个更短的笔记本"
        "（或 .py 文件）中再提交。",
    "submission.notebook_too_complex": "在评分程序的限制内（{seconds} 秒、768 MB）无法读取这个笔记本：它太大或嵌套太深。"
        "请清除输出（内核 → 重启并清除输出）后保存再提交，或者把答案另存为 .py 文件提交。",
    "submission.unreadable": "无法读取提交文件：{error}。",
    "submission.bad_notebook": "这个 .ipynb 文件不是可读取的 Jupyter 笔记本（{error}）。请在 Jupyter 中打开并重新保存后再提交，"
        "或者把答案另存为 .py 文件提交。",
    # --- command line ---
    "cli.skipped": "已跳过 {path}：{reason}",
    "cli.not_graded": "未评分 {path}：{reason}",
    "cli.done": "已评分 {graded} 个文件；无法读取、未评分 {not_graded} 个；已跳过 {skipped} 个",
    "cli.grader_failed": "评分程序本身出错了（不是提交的问题）：{error}",
    "error.no_submission_files": "没有找到 .py 或 .ipynb 提交文件。",
    "error.out_unwritable": "无法把报告写入 {path}：{error}。尚未评分任何提交。",
    "error.out_is_folder": "--out {path} 是一个文件夹；请给出文件名，例如 {path}/report.{ext}。",
    # --- Gradescope messages shown to the student ---
    "gradescope.none": "你上传的内容里没有找到答案文件。请上传 answers.py（或 .ipynb 笔记本）后重新提交。",
    "gradescope.many": "你上传了 {n} 个答案文件（{names}），但只能评其中一个。请把所有答案放进同一个 .py 或 .ipynb "
        "文件后重新提交。",
    "gradescope.grader_failed": "自动评分程序本身出错了，这不是你代码的问题。请告诉你的老师。（{error}）",
    # --- exercise packs ---
    "error.pack_missing": "练习包 {path} 不是一个文件夹。",
    "error.pack_empty": "练习包 {path} 里没有练习文件夹（每道练习一个文件夹，以练习 id 命名，其中有 exercise.py、"
        "check.py、solution.py，代码题还要有 probe.py）。",
    "error.pack_old_layout": "练习包模块 {path} 用的是旧的单文件布局。现在练习包里每道练习是一个文件夹："
        "`{id}/exercise.py`（文本、类型、分值、所属课程）、`{id}/check.py`（`make_payload` 和 `check`，"
        "在受信任一侧运行）、`{id}/probe.py`（在沙箱中运行的部分）以及 `{id}/solution.py`；"
        "请参考 `docs/example_pack`。",
    "error.pack_missing_file": "练习文件夹 {path} 里缺少 {file}。",
    "error.pack_load": "练习包模块 {path} 加载失败：{error}",
    "error.pack_invalid": "{path} 中的练习 {id}：{problem}",
    "error.pack_id_clash": "有两道练习的 id 都是 {id}（{first} 和 {second}）；每道练习的 id 必须唯一，请给其中一道改名。",
    "error.pack_strings": "练习包文件 {path}：字符串键 {name} 必须以本练习的 id 加点号开头（例如 {example}），"
        "不能与已有的键重复，并且要有 en 和 zh 两种文本。",
    "pack.not_identifier": "文件夹名就是练习 id，必须是合法的 Python 名称（它就是 answers.py 中答案的名字）",
    "pack.no_language": "exercise.py 中的 {field} 需要英文（en）和中文（zh）两种文本",
    "pack.no_text": "{file} 中缺少 {name} 的文本（练习的每个语言目录都要有标题 <id>.title、题目 "
        "<id>.statement、提示 <id>.hint.1、<id>.hint.2 ……，以及 en.py 中的每条反馈文本）",
    "pack.texts_twice": "它的文本既在语言目录（en.py、zh.py）中，又在 exercise.py 中（{names}）："
        "只保留其中一处",
    "pack.bad_kind": "exercise.py 中的 KIND 必须是 {kinds} 之一",
    "pack.bad_points": "exercise.py 中的 POINTS 必须是不小于 1 的整数",
    "pack.bad_lesson": "LESSON {got} 不是本应用的课程（应为 {choices} 之一，没有所属课程时写 \"\"）",
    "pack.no_function": "{file} 必须定义函数 {name}",
    # --- the HTML class report ---
    "report.title": "attnlab 班级成绩报告",
    "report.summary": "共评分 {n} 份提交；平均分 {mean} / {max_score}，中位数 {median}。",
    "report.distribution": "各练习的得分分布",
    "report.distribution_help": "每道练习中各种结果的学生人数（每道练习要么得满分，要么不得分）。",
    "report.totals": "总分分布",
    "report.axis_exercise": "练习",
    "report.axis_students": "学生人数",
    "report.axis_total": "总分",
    "report.diagnoses": "最常见的问题",
    "report.diagnoses_help": "评分程序对错误答案和出错答案给出的反馈，按出现次数从多到少排列：这就是这个班常犯的错误。",
    "report.no_diagnoses": "没有错误答案。",
    "report.count": "人数",
    "report.diagnosis": "问题（一个例子）",
    "report.students": "学生",
    "report.notes": "各文件的运行情况",
    "report.submission": "提交",
    "report.skipped": "未作为提交评分的文件",
    # --- the per-run seed of the probes' inputs (grade --seed N reproduces a run) ---
    "report.seed": "输入由随机种子 {seed} 生成",
    "cli.seed": "每个答案都在由随机种子 {seed} 生成的输入上运行；使用 --seed {seed} 可以重现这些评分结果",
    "gradescope.seed": "你的答案在为本次评分生成的输入上运行（随机种子 {seed}）。",
    "report.skipped_heading": "未作为提交评分的文件：",
    "report.file": "文件",
    "report.reason": "原因",
    "report.none": "没有提交。",
}
