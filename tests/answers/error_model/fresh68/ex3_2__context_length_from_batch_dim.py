# exercise: ex3_2
# mistake: The context length is taken from batch.shape[0] (2 sequences) instead of the 6 tokens, so the causal mask is 2x2 and the forward on 6 tokens fails; context_length must be 6.
import torch

inputs = torch.rand(6, 3)
batch = torch.stack((inputs, inputs), dim=0)
print(batch.shape)

context_length = batch.shape[0]
d_in = batch.shape[-1]

ex3_2 = lambda MultiHeadAttentionWrapper: MultiHeadAttentionWrapper(
    d_in, 1, context_length, 0.0, num_heads=2
)
