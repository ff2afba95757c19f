# exercise: ex3_1
# mistake: Copy-paste slip: W_key is given sa_v2.W_query's weight instead of sa_v2.W_key's, so the keys equal the queries.
import torch


def ex3_1(sa_v1, sa_v2) -> None:
    """Make ``sa_v1`` compute exactly what ``sa_v2`` computes.

    ``nn.Linear`` stores its weight as (d_out, d_in) and computes
    ``x @ weight.T``; SelfAttention_v1 computes ``x @ W`` with W of shape
    (d_in, d_out). Hence each matrix must be transposed.
    """
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
