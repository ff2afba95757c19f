"""Words inside the formulas' \\text{…}, English and Chinese.

A lesson writes its formula in LaTeX with English words (``\\text{for}``); the tab swaps each
``\\text{…}`` whose content is an entry's English for its Chinese (attnlab.i18n.formula), so a
Chinese formula carries no English prose. Code names (``transpose``, ``SDPA``, ``NaN``) stay.
"""

STRINGS: dict[str, dict[str, str]] = {
    "formula.train": {"en": "train: ", "zh": "训练："},
    "formula.eval": {"en": "eval: ", "zh": "推理："},
    "formula.in_general_but": {"en": "in general, but", "zh": "一般不成立，但"},
    "formula.every_batch": {"en": "for every batch ", "zh": "对每个批次 "},
    "formula.and_head": {"en": " and head ", "zh": " 和每个头 "},
    "formula.not": {"en": "not", "zh": "而不是"},
    "formula.stride": {"en": "stride", "zh": "步长"},
    "formula.not_row_major": {"en": "not row-major", "zh": "非按行存储"},
    "formula.row_major": {"en": "row-major", "zh": "按行存储"},
    "formula.wrapper": {"en": "Wrapper: ", "zh": "包装器："},
    "formula.mha": {"en": "MHA: ", "zh": "多头注意力："},
    "formula.for": {"en": "for", "zh": "当"},
    "formula.memory": {"en": "memory", "zh": "内存"},
    "formula.bytes": {"en": "bytes", "zh": "字节"},
    "formula.causal": {"en": "causal", "zh": "因果"},
    "formula.mask": {"en": "mask", "zh": "掩码"},
    "formula.pad": {"en": "pad", "zh": "填充"},
    "formula.gives": {"en": "gives", "zh": "得到"},
    "formula.hidden": {"en": "hidden", "zh": "遮住"},
    "formula.keep": {"en": "keep", "zh": "保留"},
    "formula.vs": {"en": "vs.", "zh": "对比"},
    "formula.row": {"en": "row", "zh": "按行"},
    "formula.with": {"en": "with", "zh": "其中"},
    "formula.as": {"en": "as", "zh": "当"},
    "formula.neighbours": {"en": "neighbours", "zh": "邻居个数"},
    "formula.but": {"en": "but", "zh": "但是"},
}
