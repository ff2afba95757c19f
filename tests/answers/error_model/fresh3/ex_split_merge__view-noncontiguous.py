# exercise: ex_split_merge
# mistake: After transpose(1, 2) the context is not contiguous, so .view raises an error; call .contiguous() first or use .reshape.
# mistake_zh: transpose(1, 2) 之后 context 不再连续，.view 会报错；应先调用 .contiguous() 或改用 .reshape。
# keywords: contiguous, view, reshape, transpose

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged
