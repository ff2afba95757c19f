"""Exercise ex_padding_attention: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_padding_attention.title": "不会产生 NaN 的填充掩码",
    "ex_padding_attention.statement": "编写 `ex_padding_attention(scores, lengths)`。`scores` "
        "的形状为 (b, h, n, n)；`lengths` 是形状为 (b,) 的整数张量，存放每个序列的真实长度，"
        "其余位置是填充。返回的权重中，任何查询都不关注被填充的键，被填充的查询所在的行全为 0，"
        "并且任何一行都不能是 NaN，即使序列长度为 0 也一样。这里只有填充掩码（没有因果掩码）："
        "真实的查询可以关注所有真实的键。{device_rule}",
    "ex_padding_attention.hint.1": "先构造 (b, n) 的填充掩码（位置 ≥ 长度处为 True），再用 [:, "
        "None, None, :] 作为键的掩码（头和查询两个维度通过广播补齐）。",
    "ex_padding_attention.hint.2": "所有键都被遮住的行在 softmax 之后是 NaN：之后把这些行设为 "
        "0。",
    'ex_padding_attention.query_rows_nan': '被填充的查询所在的行应当全为 0，而你的代码从来没有把它们置零：这些行仍然保存着对真实键的权重，而在长度为 0 的序列里（所有键都是填充，被填成 -inf），softmax 在那里得到 0/0 = NaN。在 softmax 之后，用 masked_fill 或 torch.where 在查询轴上把这些行置为 0（乘以 0/1 掩码会保留 NaN）。',
    "ex_padding_attention.nan": "有些行是 NaN：长度为 0 的序列里每个键都是填充，被填成 -inf，softmax 得到 0/0 = NaN；NaN 乘以零仍是 NaN。请用 torch.where 把这些行设为零（或用有限的填充值）。",
    "ex_padding_attention.query_rows_uniform": "被填充的查询所在的行应当全为 0，但你的这些行是均匀的：每个元素都是 "
        "1/{n}。这样一行的每个分数都被填成了同一个有限值（整行都被遮住了，查询与键的联合掩码就会这样），而对一组相等的数做 "
        "softmax 会把权重平均分开；在那里填 -inf 则会得到 NaN。遮盖无法让一行变空：请在 softmax 之前遮住被填充的键，"
        "再在 softmax 之后把被填充查询的行置为 0。",
    "ex_padding_attention.query_rows_zeroed": "被填充的查询所在的行应当全为 0。你的代码已经在把行置零，"
        "但没有置零这些行：它把某个填充位置当成了真实词元。在构造掩码之前改动长度就会这样（clamp(min=1) "
        "会把长度为 0 的序列的第一个词元当成真实的；长度差一也是）。位置 i 是真实的，当且仅当 i < 长度，长度为 0 也一样：那一行全为 0。",
    "ex_padding_attention.query_rows_clamped": "被填充的查询所在的行应当全为 0。你的代码已经在把行置零，"
        "但没有置零这些行：它在构造掩码之前截断了长度，而 clamp(min=1) 会把长度为 0 的序列的第一个词元当成真实的。"
        "请保持给定的长度：位置 i 是真实的，当且仅当 i < 长度，长度为 0 也一样（那个序列的行全为 0；改为处理 softmax 的 NaN）。",
    "ex_padding_attention.query_rows_nan_only": "被填充的查询所在的行应当全为 0。你的代码只把结果为 NaN 的行置零："
        "那些是完全没有真实键的序列，而其他序列中被填充的查询仍保留着对真实键的权重。请把每个被填充查询的行都置零："
        "沿查询轴乘以 (arange(n) < length)（[:, None, :, None]）。",
    "ex_padding_attention.query_rows": "被填充的查询所在的行应当全为 0：它们的输出会被忽略，所以要在 softmax 之后把它们置零。",
    "ex_padding_attention.off_by_one": "你的填充掩码差了一位：位置 i 是填充，当且仅当 i ≥ 长度（位置从 0 开始计数）。",
    "ex_padding_attention.queries_masked": "你遮住的是被填充的查询（行），而不是被填充的键（列）：softmax 之前的掩码应放在键上，"
        "用 [:, None, None, :] 索引，使任何查询都不关注被填充的键（被填充查询的行则在 softmax 之后用放在行上的掩码置 0）。",
    "ex_padding_attention.head_axis": "掩码缺少头这一维：(b, 1, n) 会把 b 对齐到 (b, h, n, n) 的头维度上。请用 [:, None, None, :] 索引。",
    "ex_padding_attention.inverted": "掩码反了：它遮住了真实的词元，留下了填充。",
    "ex_padding_attention.keys_seen": "仍有查询把权重分给了被填充的键。",
}
