"""Exercise ex_split_merge: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_split_merge.title": "拆分与合并多头",
    "ex_split_merge.statement": "编写 `ex_split_merge(x, num_heads, context)`。对形状为 (b, n, "
        "d) 的 `x`，返回一对结果：`heads`，形状为 (b, num_heads, n, hd)，其中 hd = d // "
        "num_heads（d 是 num_heads 的整数倍），第 i "
        "个头包含每个词元的第 [i·hd, (i+1)·hd) 个特征；以及 `merged`：把形状为 (b, num_heads, "
        "n, hd) 的各头上下文向量 `context`（一个新张量，就像 `weights @ values`）合并回 (b, n, "
        "num_heads·hd)，第 i 个头占据第 [i·hd, (i+1)·hd) 个特征。{device_rule}",
    "ex_split_merge.hint.1": "拆分：先 view(b, n, h, hd)，再 transpose(1, 2)。",
    "ex_split_merge.hint.2": "合并：先 transpose(1, 2) 回到 (b, n, h, hd)，再 "
        ".contiguous().view(b, n, h·hd)（或用 .reshape）：view 不能合并转置后张量的维度。",
    "ex_split_merge.no_transpose": "各个头的形状是 (b, n, h, hd)：缺少 transpose(1, 2)，所以头这一维没有移到词元前面。",
    "ex_split_merge.reshape_mixes": "直接重塑为 (b, h, n, hd) 会把不同词元的特征混进同一个头。请先 view 成 (b, n, h, hd)，再转置。",
    "ex_split_merge.transpose_before_view": "你在拆分之前就转置了 (b, n, d)，所以每个头混进了不同词元的特征：请先 view 成 (b, n, h, hd)，再 transpose(1, 2)。",
    "ex_split_merge.merge_cat_tokens": "你的合并沿词元轴拼接了各个头：把 (b, n, hd) 的各个头在 dim=1 上拼接，"
        "得到一个头接一个头的 (b, h·n, hd)，再重塑成 (b, n, d) 时，每一行里就装进了同一个头的好几个词元。"
        "请沿特征轴拼接：torch.cat(context.unbind(1), dim=-1)，或者先 transpose(1, 2) 成 (b, n, h, hd) 再重塑。",
    "ex_split_merge.merge_no_transpose": "合并时直接把 (b, h, n, hd) 重塑成 (b, n, d)，把词元混在了一起：请先 transpose(1, 2) 回到 (b, n, h, hd)。",
    "ex_split_merge.merge_wrong_order": "合并后特征的顺序不对：第 i 个头必须占据第 [i·hd, (i+1)·hd) 个特征，所以合并之前要把维度排成 (b, n, h, hd)。",
}
