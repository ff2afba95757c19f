# exercise: ex_split_merge
# mistake: Merges by concatenating context[:, i] for i in range(context.shape[0]), which counts the batch instead of the heads (context.shape[1]); it only works when b equals num_heads. [cond: b != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    parts = [context[:, i] for i in range(context.shape[0])]
    merged = torch.cat(parts, dim=-1)
    return heads, merged
