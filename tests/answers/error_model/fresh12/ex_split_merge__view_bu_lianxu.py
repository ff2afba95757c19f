# exercise: ex_split_merge
# mistake: The learner merged with context.transpose(1, 2).view(b, n, -1) without .contiguous(); view cannot merge the dims of a transposed tensor and raises. Use .contiguous().view or .reshape.
# mistake_zh: 学习者合并时写成 context.transpose(1, 2).view(b, n, -1)，没有 .contiguous()；view 不能合并转置后张量的维度，会报错。应当用 .contiguous().view 或 .reshape。
# keywords: contiguous, view, reshape, transpose

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # 合并：转置回来再 view
    merged = context.transpose(1, 2).view(b, n, -1)
    return heads, merged
