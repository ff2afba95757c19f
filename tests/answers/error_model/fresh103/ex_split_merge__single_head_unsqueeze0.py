# exercise: ex_split_merge
# mistake: In the special case num_heads == 1 the learner adds the head axis with unsqueeze(0) instead of unsqueeze(1), giving (1, b, n, d). [cond: num_heads == 1 and b > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    if num_heads == 1:
        return x.unsqueeze(0), context.squeeze(1)
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
