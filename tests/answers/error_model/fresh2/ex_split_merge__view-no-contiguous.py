# exercise: ex_split_merge
# mistake: The merge calls .view on the transposed context, which is not contiguous, so it raises a RuntimeError; call .contiguous() before .view (or use .reshape).
# mistake_zh: 合并时对转置后的 context 直接调用 .view，而它在内存中不连续，会抛出 RuntimeError；应先调用 .contiguous() 再 .view（或改用 .reshape）。
# keywords: contiguous, view, reshape, transpose, merge

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)     # (b, h, n, hd)
    merged = context.transpose(1, 2).view(b, n, num_heads * head_dim)
    return heads, merged
