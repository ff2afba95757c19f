# exercise: ex_split_merge
# mistake: context.transpose(1, 2) is not contiguous, so .view(b, n, -1) raises a RuntimeError; call .contiguous() before view, or use .reshape.
# mistake_zh: context.transpose(1, 2) 不是连续的，所以 .view(b, n, -1) 会抛出 RuntimeError；应在 view 之前调用 .contiguous()，或改用 .reshape。
# keywords: contiguous, view, reshape, transpose, runtimeerror
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, -1)
    return heads, merged
