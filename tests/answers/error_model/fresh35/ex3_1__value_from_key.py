# exercise: ex3_1
# mistake: Copy-pasted line: W_value gets sa_v2.W_key.weight.T instead of sa_v2.W_value.weight.T, so the values (and the context vectors) differ from sa_v2's.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear keeps weight as (d_out, d_in), v1 computes x @ W with W (d_in, d_out)
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_key.weight.T)
