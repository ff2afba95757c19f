# exercise: ex3_2
# mistake: The learner used batch.shape[0] (2, the number of sequences) as context_length; the mask must cover the 6 tokens, so context_length must be 6 (a 2x2 mask cannot mask 6x6 scores).

import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.zeros(6, 3)  # shape of the book's inputs
    batch = torch.stack((inputs, inputs), dim=0)
    context_length = batch.shape[0]
    d_in = batch.shape[-1]
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
