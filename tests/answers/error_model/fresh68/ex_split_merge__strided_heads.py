# exercise: ex_split_merge
# mistake: The learner reshapes to (b, n, hd, num_heads) and permutes, so head i takes the strided features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd). [cond: num_heads > 1 and hd > 1]
import torch

split = lambda x, h: x.reshape(x.shape[0], x.shape[1], -1, h).permute(0, 3, 1, 2)
merge = lambda c: c.transpose(1, 2).reshape(c.shape[0], c.shape[2], -1)


def ex_split_merge(x, num_heads, context):
    return split(x, num_heads), merge(context)
