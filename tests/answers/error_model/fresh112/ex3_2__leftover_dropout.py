# exercise: ex3_2
# mistake: Keeps a dropout rate of 0.1 from their CausalAttention experiments, so in training mode the weights are randomly dropped; the statement asks for dropout 0.0.
import torch

def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1        # per head, 2 heads -> 2
    context_length = 6
    dropout = 0.1
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)
    return mha
