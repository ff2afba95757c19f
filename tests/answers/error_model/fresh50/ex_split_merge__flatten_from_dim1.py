# exercise: ex_split_merge
# mistake: The learner merges with flatten(start_dim=1) like Keras Flatten, which also flattens the token axis and gives shape (b, n·d); only the last two axes (heads and head features) should be merged: flatten(start_dim=2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = context.transpose(1, 2).flatten(start_dim=1)
    return heads, merged
