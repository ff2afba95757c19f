# exercise: ex3_2
# mistake: Takes context_length from batch.shape[-3] (the number of sequences, 2) instead of the number of tokens batch.shape[-2] (6), so the causal mask is 2x2 and the forward on 6 tokens fails.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                           [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    batch = torch.stack((inputs, inputs))
    d_in = batch.shape[-1]
    context_length = batch.shape[-3]
    heads = 2
    return MultiHeadAttentionWrapper(d_in, 2 // heads, context_length, 0.0, num_heads=heads)
