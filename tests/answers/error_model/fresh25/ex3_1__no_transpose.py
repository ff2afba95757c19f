# exercise: ex3_1
# mistake: The learner copied each nn.Linear weight as stored, of shape (d_out, d_in), without transposing it; SelfAttention_v1 computes x @ W and needs W of shape (d_in, d_out), i.e. sa_v2.W_query.weight.T, so sa_v1(x) fails for d_in ≠ d_out.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.data = sa_v2.W_query.weight.data.clone()
        sa_v1.W_key.data = sa_v2.W_key.weight.data.clone()
        sa_v1.W_value.data = sa_v2.W_value.weight.data.clone()
