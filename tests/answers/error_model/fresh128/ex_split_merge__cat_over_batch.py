# exercise: ex_split_merge
# mistake: The learner merges with torch.cat(list(context), dim=-1), which iterates over the batch axis rather than the heads, giving shape (num_heads, n, b·hd); concatenate the heads, e.g. torch.cat(context.unbind(1), dim=-1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
