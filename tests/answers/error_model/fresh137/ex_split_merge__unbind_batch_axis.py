# exercise: ex_split_merge
# mistake: The learner merged by concatenating context.unbind(0) (the batch axis) instead of unbind(1) (the head axis), giving a (h, n, b·hd) tensor. [cond: wrong whenever b != 1 or num_heads != 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (num_heads, hd)).transpose(1, 2)
    merged = torch.cat(context.unbind(0), dim=-1)
    return heads, merged
