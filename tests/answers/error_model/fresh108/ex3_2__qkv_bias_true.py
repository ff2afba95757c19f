# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, so the query, key and value layers get biases; the book's layers have no bias (qkv_bias=False, the default).
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                           [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    batch = torch.stack((inputs, inputs), dim=0)
    *_, context_length, d_in = batch.shape
    num_heads = 2
    d_out = 2 // num_heads
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads, qkv_bias=True)
