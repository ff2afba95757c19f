# exercise: ex_split_merge
# mistake: The learner merges with torch.cat(list(context), dim=-1), which iterates over the batch axis instead of the head axis, giving shape (h, n, b·hd); it should concatenate context.unbind(1) (the heads).
import torch


def ex_split_merge(x, num_heads, context):
    assert x.dim() == 3 and context.dim() == 4
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.contiguous().view(b, n, num_heads, hd).transpose(1, 2)
    pieces = list(context)                       # one piece per head
    merged = torch.cat(pieces, dim=-1)
    return heads, merged
