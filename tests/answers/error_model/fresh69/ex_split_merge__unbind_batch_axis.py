# exercise: ex_split_merge
# mistake: The learner merged with torch.cat(context.unbind(0), -1), unbinding the batch axis instead of the head axis (1); the result has shape (h, n, b*hd). [cond: wrong shape unless b equals num_heads]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    return x.reshape(b, n, num_heads, -1).transpose(1, 2), torch.cat(context.unbind(0), -1)
