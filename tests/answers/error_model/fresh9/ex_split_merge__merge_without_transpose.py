# exercise: ex_split_merge
# mistake: The merge reshapes context (b, h, n, hd) straight to (b, n, h*hd) without transposing heads and tokens back, so tokens and heads are mixed; transpose(1, 2) then contiguous().view.
# mistake_zh: 合并时直接把 (b, h, n, hd) 的 context reshape 成 (b, n, h·hd)，没有先把头和词元换回来，导致二者混在一起；应 transpose(1, 2) 后再 contiguous().view。
# keywords: merge, transpose, reshape, token axis

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.reshape(b, n, -1)
    return heads, merged
