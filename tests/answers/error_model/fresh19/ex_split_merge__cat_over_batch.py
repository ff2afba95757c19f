# exercise: ex_split_merge
# mistake: Merges with torch.cat(list(context), dim=-1), but iterating a tensor walks its first axis (the batch), not the heads, giving shape (h, n, b·hd); it must unbind the head axis, torch.cat(context.unbind(1), dim=-1). [cond: b > 1 or num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)

    # put each head's context side by side along the features
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
