"""Exercise ex_shape_view: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_shape_view.title": "view 与 transpose 之后的形状",
    "ex_shape_view.statement": "形状为 (b, n, d_out) = (2, 5, 12) 的查询先用 `.view(b, n, "
        "num_heads, head_dim)` 拆成 3 个头，再做 `.transpose(1, 2)`。"
        "得到的形状是什么？用元组回答，例如 (1, 2, 3, 4)。",
    "ex_shape_view.hint.1": "head_dim = d_out / num_heads；transpose 交换词元和头这两个维度。",
    "ex_shape_view.view_order_transposed": "你的代码做了转置，但它的 view 已经把头放在了词元前面（b, num_heads, n, head_dim），于是 transpose(1, 2) 又把它们换回到后面：结果的形状和只做 view 时一样。请按题目的顺序 view 成 (b, n, num_heads, head_dim)，再 transpose(1, 2)。",
    "ex_shape_view.no_transpose": "这是只做了 view 之后的形状：transpose(1, 2) 还会交换词元和头这两个维度。",
    "ex_shape_view.swapped": "头数和 head_dim 弄反了：你的 (2, 4, 5, 3) 正是把 head_dim 写在 num_heads 之前的 view "
        "(b, n, head_dim, num_heads) = (2, 5, 4, 3) 再 transpose(1, 2) 得到的。view 应当先写头数："
        "(b, n, num_heads, head_dim) = (2, 5, 3, 4)，即 3 个头，每个头 12 / 3 = 4 个特征，转置之后得到 (2, 3, 5, 4)。",
    "ex_shape_view.keys_turned": "(2, 3, 4, 5) 把词元放在了最后：这是为计算分数而转置过的键的布局（keys.transpose(2, 3)，"
        "用于 q @ kᵀ），而不是拆分本身的结果。transpose(1, 2) 只交换第 1 和第 2 个轴，即词元和头，head_dim 仍在最后："
        "(b, num_heads, n, head_dim) = (2, 3, 5, 4)。",
    "ex_shape_view.head_dim": "每个头得到 head_dim = d_out / num_heads 维特征，而不是全部 d_out 维。",
    "ex_shape_view.strides": "这是结果的步长（stride()：沿每个轴走一步时内存中跳过的元素个数），而不是它的形状。"
        "形状是 .shape（或 .size()）：每个轴上元素的个数。",
}
