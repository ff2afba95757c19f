# exercise: ex_split_merge
# mistake: Splits with torch.chunk along the features and stacks on axis 0 (tf.stack(tf.split(x, h, -1), 0)), so heads has shape (h, b, n, hd) instead of (b, h, n, hd). [cond: b > 1 or num_heads > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(torch.chunk(x, num_heads, dim=-1), dim=0)
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
