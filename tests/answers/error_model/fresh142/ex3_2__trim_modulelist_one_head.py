# exercise: ex3_2
# mistake: The learner builds two heads of size 2 and then trims the ModuleList to its first head, so the output is (2, 6, 2) but comes from a single head; it needs 2 heads of d_out=1 each.
import torch
from torch import nn


def ex3_2(MultiHeadAttentionWrapper):
    wrapper = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    # (2, 6, 4) is too wide -> keep as many heads as needed for 2 dims
    wanted_dims = 2
    per_head = wrapper.heads[0].d_out
    wrapper.heads = nn.ModuleList(list(wrapper.heads)[: wanted_dims // per_head])
    return wrapper
