# exercise: ex3_1
# mistake: Copied nn.Linear's weight (d_out, d_in) without transposing, so x @ W fails with a shape error; SelfAttention_v1 needs weight.T (d_in, d_out).
import torch

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.data = sa_v2.W_query.weight.clone()
        sa_v1.W_key.data = sa_v2.W_key.weight.clone()
        sa_v1.W_value.data = sa_v2.W_value.weight.clone()
