"""Exercise ex_dropout_survivor: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_dropout_survivor.title": "dropout 后保留下来的值",
    "ex_dropout_survivor.statement": "对一个全 1 矩阵使用 p = 0.1 的 dropout。"
        "每个被保留下来的元素的值是多少？保留 4 位小数。",
    "ex_dropout_survivor.hint.1": "保留下来的元素会被缩放，使期望保持不变。",
}
