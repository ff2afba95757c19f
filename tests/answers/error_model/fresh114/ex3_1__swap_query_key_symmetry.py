# exercise: ex3_1
# mistake: Assigns the key weights to W_query and the query weights to W_key, believing Q K^T is symmetric so the roles can be swapped; in fact swapping gives K Q^T = (Q K^T)^T. Each sa_v1 matrix must get the transposed weight of the matching sa_v2 layer.
import torch


def ex3_1(sa_v1, sa_v2):
    # (x Wq)(x Wk)^T = x Wq Wk^T x^T, and the dot product is symmetric,
    # so the order of query / key does not matter
    with torch.no_grad():
        sa_v1.W_key.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_query.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
