# exercise: ex_split_merge
# mistake: Hard-coded two heads (hd = d // 2, chunk into 2) as in the book's example, ignoring num_heads; the split must use hd = d // num_heads. [cond: num_heads != 2]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    # two halves of the features -> two heads
    heads = torch.stack(x.chunk(2, dim=-1), dim=1)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
