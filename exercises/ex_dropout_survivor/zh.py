"""Exercise ex_dropout_survivor: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_dropout_survivor.title": "dropout 后保留下来的值",
    "ex_dropout_survivor.statement": "对一个全 1 矩阵使用 p = 0.1 的 dropout。"
        "每个被保留下来的元素的值是多少？保留 4 位小数。",
    "ex_dropout_survivor.hint.1": "保留下来的元素会被缩放，使期望保持不变。",
    'ex_dropout_survivor.precedence': '{got} 是 1 − p，正是 1 / 1 - p 的结果：Python 先做除法再做减法，所以 1 / 1 - p 是 (1 / 1) − p。被保留的值要按 1 / (1 − p) 缩放：加上括号，写成 1 / (1 - p)。',
    'ex_dropout_survivor.keep_as_p': '{got} 是 p = 0.9 时 dropout 的结果：p 是丢弃一个元素的概率，而不是保留的概率，所以你的代码丢弃了 90%，并把保留下来的值乘以 1 / (1 − 0.9)。这里丢弃的是 10%：p = 0.1，保留下来的值是 1 / (1 − 0.1)。',
    "ex_dropout_survivor.times_keep": "{got} 是乘以保留概率 1 − p 的结果：dropout 对被保留的值的缩放方向相反，是除以它：1 / (1 − p)。",
    "ex_dropout_survivor.over_p": "{got} 是 1 / p：被保留的值按 1 / (1 − p) 缩放，即保留概率的倒数。",
    "ex_dropout_survivor.unscaled": "被保留的值不会保持为 1：它们要按 1 / (1 − p) 缩放，使期望保持不变。",
    "ex_dropout_survivor.dropped": "{got} 是被丢弃的元素的值（dropout 把它们置为 0）：题目问的是保留下来的元素的值，它不是 0。读输出中一个非零的元素（或者直接算 1 / (1 − p)）。",
    "ex_dropout_survivor.book_p": "{got} 是书中 p = 0.5 的例子；这里 p = 0.1。",
    'ex_dropout_survivor.eval_mode': '你的 Dropout 处于评估模式（.eval() 或 training=False；F.dropout 的第三个位置参数就是 training），此时它什么都不做：每个值都保持为 1，所以 1 并不是幸存元素的值。在训练模式下（刚创建的模块，或调用 .train() 之后），幸存元素要按 1 / (1 − p) 缩放。',
}
