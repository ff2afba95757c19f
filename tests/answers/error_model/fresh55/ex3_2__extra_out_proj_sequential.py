# exercise: ex3_2
# mistake: Like MultiHeadAttention, the learner appends an output projection nn.Linear(2, 2) after the wrapper in an nn.Sequential, which adds a random layer and changes the context vectors; the wrapper itself (d_out=1, num_heads=2) is to be returned.
import torch.nn as nn


def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 1, 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
    # combine the heads like out_proj in the efficient version
    return nn.Sequential(mha, nn.Linear(2 * d_out, 2 * d_out))
