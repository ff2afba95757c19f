# exercise: ex_split_merge
# mistake: Split with x.reshape(b, num_heads, n, hd) directly, which cuts the flat (n, d) block into pieces that mix tokens; merge is fine. View as (b, n, h, hd) first, then transpose(1, 2).
# mistake_zh: 直接用 x.reshape(b, num_heads, n, hd) 拆分，这会把平铺的 (n, d) 块切成混合了不同词元的片段；合并部分没问题。应先 view 成 (b, n, h, hd)，再 transpose(1, 2)。
# keywords: reshape, mixes tokens, view, transpose(1, 2), split
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
