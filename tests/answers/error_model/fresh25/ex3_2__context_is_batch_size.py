# exercise: ex3_2
# mistake: The learner gave context_length=2, the number of sequences in the batch, instead of 6 tokens, so the 2×2 causal mask cannot cover the 6×6 scores and forward fails.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    batch = torch.rand(2, 6, 3)  # like torch.stack((inputs, inputs))
    context_length = batch.shape[0]
    d_in = batch.shape[-1]
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
