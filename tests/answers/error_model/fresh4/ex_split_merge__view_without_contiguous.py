# exercise: ex_split_merge
# mistake: The merge calls .view on the transposed context, which is not contiguous, so it raises a RuntimeError (view cannot merge axes of a transposed tensor); use .contiguous().view(...) or .reshape(...).
# mistake_zh: 合并时对转置后的 context 直接调用 .view，而它不是连续的，因此会抛出 RuntimeError（view 不能合并转置后张量的维度）；应使用 .contiguous().view(...) 或 .reshape(...)。
# keywords: contiguous, view, reshape, transposed, runtimeerror
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * head_dim)
    return heads, merged
