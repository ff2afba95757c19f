# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), which interleaves the heads feature by feature, instead of transpose(1, 2) to (b, n, h, hd), which keeps head i in features [i·hd, (i+1)·hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
