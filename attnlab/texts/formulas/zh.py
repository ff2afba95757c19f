"""Words inside the formulas' \\text{…} in Simplified Chinese (简体中文), key for key as in en.py.

A lesson writes its formula in LaTeX with English words (``\\text{for}``); the tab swaps each
``\\text{…}`` whose content is an entry's English for its translation (attnlab.i18n.formula), so a
Chinese formula carries no English prose. Code names (``transpose``, ``SDPA``, ``NaN``) stay.
"""

STRINGS: dict[str, str] = {
    "formula.train": "训练：",
    "formula.eval": "推理：",
    "formula.in_general_but": "一般不成立，但",
    "formula.every_batch": "对每个批次 ",
    "formula.and_head": " 和每个头 ",
    "formula.not": "而不是",
    "formula.stride": "步长",
    "formula.not_row_major": "非按行存储",
    "formula.row_major": "按行存储",
    "formula.wrapper": "包装器：",
    "formula.mha": "多头注意力：",
    "formula.for": "当",
    "formula.memory": "内存",
    "formula.bytes": "字节",
    "formula.causal": "因果",
    "formula.mask": "掩码",
    "formula.pad": "填充",
    "formula.gives": "得到",
    "formula.hidden": "遮住",
    "formula.keep": "保留",
    "formula.vs": "对比",
    "formula.row": "按行",
    "formula.with": "其中",
    "formula.as": "当",
    "formula.neighbours": "邻居个数",
    "formula.but": "但是",
}
