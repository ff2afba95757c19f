# exercise: ex3_2
# mistake: The learner passed the batch size 2 as context_length, so the causal mask is 2 x 2 and the forward pass on 6 tokens fails; context_length must be at least the 6 tokens.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    batch = torch.zeros(2, 6, 3)
    context_length, num_tokens, d_in = batch.shape
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
