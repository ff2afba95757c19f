# exercise: ex_split_merge
# mistake: Merges with torch.cat(list(context), dim=-1), which iterates over the batch axis rather than the heads (like tf.unstack on axis 0), giving shape (h, n, b·hd); it should concatenate context.unbind(1).
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).transpose(1, 2)
    merged = torch.cat(list(context), dim=-1)   # concat the heads
    return heads, merged
