# exercise: ex_split_merge
# mistake: To merge, the learner concatenated context[:, i] for i in range(x.shape[1]), which loops over the number of tokens n instead of the number of heads; it crashes when n > num_heads and drops or mis-sizes heads otherwise. [cond: n != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).transpose(1, 2)
    blocks = [context[:, i] for i in range(x.shape[1])]   # one (b, n, hd) block per head
    merged = torch.cat(blocks, dim=-1)
    return heads, merged
