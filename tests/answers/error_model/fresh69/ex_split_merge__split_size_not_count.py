# exercise: ex_split_merge
# mistake: The learner used x.split(num_heads, -1), which cuts pieces of size num_heads (hd pieces), not num_heads pieces; torch.chunk(num_heads) or a view is needed. [cond: hd != num_heads]
import torch

def ex_split_merge(x, num_heads, context):
    return torch.stack(x.split(num_heads, -1), 1), torch.cat(context.unbind(1), -1)
