# exercise: ex_split_merge
# mistake: Translating tf.stack(tf.split(x, h, axis=-1)) with its default axis=0, the learner stacks the chunks on a new first axis, giving (num_heads, b, n, hd) instead of (b, num_heads, n, hd); stack on dim=1.
import torch


def ex_split_merge(x, num_heads, context):
    chunks = torch.chunk(x, num_heads, dim=-1)
    heads = torch.stack(chunks)            # axis=0
    merged = torch.cat(torch.unbind(context, dim=1), dim=-1)
    return heads, merged
