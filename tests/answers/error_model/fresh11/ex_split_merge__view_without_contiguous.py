# exercise: ex_split_merge
# mistake: In the merge the learner writes nanoGPT's y.transpose(1, 2).view(B, T, C) but leaves out .contiguous(); view cannot merge the axes of a transposed tensor and raises, so use .contiguous().view(...) or .reshape(...).
# mistake_zh: 合并时学习者写了 nanoGPT 的 y.transpose(1, 2).view(B, T, C)，却漏了 .contiguous()；view 无法合并转置后张量的轴而报错，应使用 .contiguous().view(...) 或 .reshape(...)。
# keywords: contiguous, view, reshape, transpose
def ex_split_merge(x, num_heads, context):
    B, T, C = x.size()
    heads = x.view(B, T, num_heads, C // num_heads).transpose(1, 2)  # (B, nh, T, hs)
    y = context.transpose(1, 2).view(B, T, C)  # re-assemble all head outputs side by side
    return heads, y
