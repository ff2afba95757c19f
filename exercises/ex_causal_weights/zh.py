"""Exercise ex_causal_weights: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_causal_weights.title": "因果注意力权重",
    "ex_causal_weights.statement": "编写 `ex_causal_weights(scores)`：给定形状为 (..., n, n) "
        "的（已缩放）分数，返回注意力权重，其中任何查询都不能关注排在它后面的键。"
        "每一行之和必须为 1。{device_rule}",
    "ex_causal_weights.hint.1": "torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) "
        "标出了未来的位置。",
    "ex_causal_weights.hint.2": "在对最后一维（键）做 softmax 之前，把这些分数填成 -inf。",
    "ex_causal_weights.future": "有查询把权重分给了排在后面的键：未来没有被遮住。",
    "ex_causal_weights.row_sum_inf": "未来已用 -inf 遮住，但有些行之和不为 1：一行的所有键都被遮住时就没有权重"
        "（为 NaN，清理 NaN 后为 0）。掩码把对角线也遮住时就会这样：查询看不到自己，第一行整行为空。"
        "只遮住查询之后的键：triu(..., diagonal=1)（对角线以上为 True）。",
    'ex_causal_weights.row_sum_divisor': '未来已经被遮住，你的代码也做了重新归一化，但各行的和仍然不是 1：除数不是每一行自己的和。请除以 w.sum(dim=-1, keepdim=True)：不加 keepdim 时，形状为 (…, n) 的和会与最后一个轴对齐，于是每一行的第 j 个元素被除以了第 j 行的和；沿别的维求和则根本不是这一行的和。（在 softmax 之前用 -inf 遮住就不需要重新归一化。）',
    "ex_causal_weights.row_sum": "未来已被遮住，但各行之和不为 1：请重新归一化，或在 softmax 之前用 -inf 遮住。",
    "ex_causal_weights.scaled_again": "你的权重相当于把分数又除了一次 √n：给定的分数已经缩放过了，请直接使用（先掩码，再对键做 softmax）。",
    "ex_causal_weights.wrong_dim_transposed": "你的 softmax 作用在一个转置过的表（行是键，列是查询）的 dim=-1 上："
        "那里最后一个轴是查询，于是加起来为 1 的是每个键的那一列，而不是每个查询的那一行。请对键做 softmax："
        "先转置回来，或者在转置后的表上对 dim=-2 做 softmax。",
    "ex_causal_weights.wrong_dim": "softmax 沿的不是键所在的轴：不管前面还有哪些轴（批次、头），键都是分数的最后一维，所以要在 dim=-1 上归一化。从前往后数的 dim（dim=1 或 dim=0）只有在二维分数里才是键的轴；有前导轴时，它指的是查询或头。",
    'ex_causal_weights.masked_past_triu': '你遮住的是过去而不是未来：你的掩码由 torch.triu 构造，最终却遮住了每个查询之前的键（对角线以下），于是所有之后的键都仍然可见。torch.triu(…, diagonal=1) 正是在分数自身的布局中（行是查询，列是键）标出未来：直接把它遮住，不要转置、取反或反过来比较。',
    "ex_causal_weights.masked_past": "你遮住的是过去而不是未来：torch.tril 保留的是下三角；未来（对角线以上）是 torch.triu(..., diagonal=1)。",
    'ex_causal_weights.masked_past_keep': '你遮住的是过去而不是未来：传给 torch.masked.softmax 的掩码标记的是要保留的位置（True 表示该键参与计算），与 masked_fill 正好相反（后者把 True 的位置遮住）。请传入允许的位置：下三角 torch.tril(torch.ones(n, n, dtype=torch.bool))，或 ~future。',
    'ex_causal_weights.masked_past_compare': '你遮住的是过去而不是未来：你的比较在键的位置（列，arange(n)[None, :]）小于查询的位置（行，arange(n)[:, None]）时为 True，所以它遮住了每个查询之前的键，却保留了之后的键。不管你的两个下标向量叫什么名字，请检查哪一个沿行排列（…[:, None]：查询），哪一个沿列排列（…[None, :]：键）：键的位置大于查询的位置时才应隐藏，即 arange(n)[None, :] > arange(n)[:, None]；把比较方向反过来。',
    "ex_causal_weights.future_partly": "有的查询给了后面的键权重：你的代码做了遮盖，但它的掩码让一些未来的位置仍然可见"
        "（请检查掩码的大小和位置是否由分数的最后两个轴得出）。",
}
