# exercise: ex_split_merge
# mistake: Merged with context.transpose(1, 2).view(b, n, -1): after a transpose the tensor is not contiguous, and view cannot merge those axes, so it raises a RuntimeError. Call .contiguous() before view, or use reshape.
# mistake_zh: 合并时用了 context.transpose(1, 2).view(b, n, -1)：转置后的张量不是连续的，view 无法合并这些轴，会抛出 RuntimeError。应在 view 之前调用 .contiguous()，或改用 reshape。
# keywords: contiguous, view, transpose, reshape, RuntimeError
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, -1)
    return heads, merged
