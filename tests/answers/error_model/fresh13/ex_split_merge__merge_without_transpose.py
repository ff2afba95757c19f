# exercise: ex_split_merge
# mistake: The merge reshapes context (b, h, n, hd) straight to (b, n, h·hd) without transposing heads and tokens back first, which mixes tokens across heads; it needs context.transpose(1, 2) before the reshape.
# mistake_zh: 合并时把 context (b, h, n, hd) 直接 reshape 成 (b, n, h·hd)，没有先把头轴和词元轴换回来，导致不同词元混在一起；reshape 之前需要 context.transpose(1, 2)。
# keywords: transpose, merge, heads, tokens
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.reshape(b, n, num_heads * hd)
    return heads, merged
