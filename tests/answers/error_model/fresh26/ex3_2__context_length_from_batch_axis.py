# exercise: ex3_2
# mistake: Took context_length from the batch axis (batch.shape[0] = 2) instead of the token axis (6), so the causal mask is 2×2 and the forward pass on 6 tokens fails.

import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.rand(6, 3)
    batch = torch.stack((inputs, inputs), dim=0)
    context_length = batch.shape[0]
    d_in, d_out = 3, 1
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
