"""Exercise ex_fix_mask_heads: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_fix_mask_heads.title": "找 bug：掩码与头维度",
    "ex_fix_mask_heads.statement": "这个函数应当遮住被填充的键：`scores` 的形状为 (b, h, n, n)，"
        "`pad` (b, n) 在填充位置为 True。当 b 等于 h 时它不会报错，但权重是错的。修复 "
        "`ex_fix_mask_heads(scores, pad)`，使它返回对每个头、每个查询都遮住所有被填充键的 "
        "softmax 权重。{device_rule}",
    "ex_fix_mask_heads.hint.1": "广播从右往左对齐形状：(b, 1, n) 与 (b, h, n, n) 对齐时，b "
        "落在了 h 的位置上。",
    "ex_fix_mask_heads.hint.2": "键掩码的形状应为 (b, 1, 1, n)。",
    "ex_fix_mask_heads.head_axis": "你的掩码仍然把批次维 b 对齐到了 (b, h, n, n) 分数的头这一维（和原来 (b, 1, n) 的掩码一样），于是第 i 个头得到的是第 i 个序列的填充。请用 pad[:, None, None, :] 来索引填充掩码。",
    "ex_fix_mask_heads.query_axis": "现在掩码遮住的是被填充的查询（行），而不是被填充的键：请用 pad[:, None, None, :] 索引。",
    "ex_fix_mask_heads.inverted": "掩码反了：它遮住了真实的词元，留下了填充。",
}
