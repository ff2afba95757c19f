# exercise: ex3_2
# mistake: The learner kept dropout 0.5 from the earlier CausalAttention cell, so the outputs are random in training mode; the statement asks for dropout 0.0.
torch_seed = 123
batch_shape = (2, 6, 3)
context_length = batch_shape[1]
d_in = batch_shape[2]
d_out = 1
dropout = 0.5


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)
