# exercise: ex_split_merge
# mistake: The merge reshapes the (b, h, n, hd) context straight to (b, n, h*hd) without transposing the head axis back next to the features; transpose(1, 2) before the reshape.
# mistake_zh: 合并时把 (b, h, n, hd) 的上下文直接 reshape 成 (b, n, h*hd)，没有先把头维转回特征旁边；reshape 之前要 transpose(1, 2)。
# keywords: merge, transpose, reshape, head axis

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.reshape(b, n, -1)
    return heads, merged
