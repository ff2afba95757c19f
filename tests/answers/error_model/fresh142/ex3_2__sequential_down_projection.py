# exercise: ex3_2
# mistake: The learner keeps d_out=2 per head (4 output features) and appends an nn.Linear(4, 2) in an nn.Sequential to squeeze the output to 2 features, returning a Sequential with an extra trainable projection; the wrapper itself should have d_out=1 per head so that its 2 heads concatenate to 2 dimensions.
import torch
from torch import nn


def ex3_2(MultiHeadAttentionWrapper):
    torch.manual_seed(123)
    d_in, d_out = 3, 2
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
    to_2d = nn.Linear(2 * d_out, 2, bias=False)
    return nn.Sequential(mha, to_2d)
