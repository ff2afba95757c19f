# exercise: ex_split_merge
# mistake: Splits with view(-1, num_heads, hd).transpose(0, 1), which folds the batch into the token axis, and then views the result as (b, h, n, hd), so for b > 1 the sequences are mixed; the batch axis must stay first (view(b, n, h, hd).transpose(1, 2)). [cond: b > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(-1, num_heads, hd).transpose(0, 1).reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
