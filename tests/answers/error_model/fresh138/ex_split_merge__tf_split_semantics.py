# exercise: ex_split_merge
# mistake: The learner translated tf.split(x, num_heads, axis=-1) as torch.split(x, num_heads, dim=-1), but torch's second argument is the chunk size, not the number of chunks, so heads has d/num_heads heads of num_heads features; torch.chunk(x, num_heads, -1) or a view is needed. [cond: d // num_heads != num_heads]
import torch

def ex_split_merge(x, num_heads, context):
    parts = torch.split(x, num_heads, dim=-1)        # tf.split(x, num_heads, axis=-1)
    heads = torch.stack(parts, dim=1)
    merged = torch.cat(torch.unbind(context, dim=1), dim=-1)
    return heads, merged
