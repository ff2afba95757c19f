# exercise: ex_split_merge
# mistake: To merge, the learner concatenates context[:, i] for i in range(context.shape[0]), looping over the batch size instead of the number of heads (shape[1]); correct only when b == num_heads, otherwise it drops heads or fails. [cond: only when b != num_heads]
import torch

cfg = {"emb_dim": 768, "n_heads": 12}


def ex_split_merge(x, num_heads=cfg["n_heads"], context=None):
    b, n, d = x.shape
    heads = torch.stack(x.chunk(num_heads, dim=-1), dim=1)
    parts = [context[:, i] for i in range(context.shape[0])]
    merged = torch.cat(parts, dim=-1)
    return heads, merged
