# exercise: ex_split_merge
# mistake: The merge calls .view on the transposed (non-contiguous) context, which raises 'view size is not compatible'; add .contiguous() before .view (or use .reshape).
# mistake_zh: 合并时对转置后（不连续）的上下文直接调用 .view，会报 “view size is not compatible”；应在 .view 之前加 .contiguous()（或用 .reshape）。
# keywords: contiguous, view, transpose, reshape

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged
