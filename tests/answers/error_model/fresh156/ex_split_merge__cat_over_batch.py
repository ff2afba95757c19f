# exercise: ex_split_merge
# mistake: To merge, the learner concatenates list(context), which iterates over the batch axis, not the heads, giving shape (num_heads, n, b·hd); it should concatenate context.unbind(dim=1) (or transpose and reshape).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack(torch.split(x, hd, dim=-1), dim=1)    # (b, h, n, hd)
    merged = torch.cat(list(context), dim=-1)                  # tf.concat(tf.unstack(context), -1)
    return heads, merged
