# exercise: ex3_2
# mistake: Takes the context length from batch.shape[0] (2 sequences) instead of batch.shape[1] (6 tokens); the 2x2 mask cannot cover 6 tokens, so the forward pass fails.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
batch = torch.stack((inputs, inputs), dim=0)


def ex3_2(MultiHeadAttentionWrapper):
    context_length = batch.shape[0]
    d_in = batch.shape[-1]
    num_heads = 2
    d_out = 2 // num_heads  # each head contributes d_out features
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)
