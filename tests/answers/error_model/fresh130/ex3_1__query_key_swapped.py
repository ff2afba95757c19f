# exercise: ex3_1
# mistake: The learner gave sa_v1's W_query the (transposed) key weights of sa_v2 and W_key the query weights, so the scores become K Q^T instead of Q K^T; each parameter must take the transpose of its own counterpart (W_query from W_query, W_key from W_key).
import torch


def ex3_1(sa_v1, sa_v2):
    # v2 stores W as (d_out, d_in) -> transpose for x @ W
    W_k = sa_v2.W_query.weight.T
    W_q = sa_v2.W_key.weight.T
    W_v = sa_v2.W_value.weight.T
    sa_v1.W_key = torch.nn.Parameter(W_k)
    sa_v1.W_query = torch.nn.Parameter(W_q)
    sa_v1.W_value = torch.nn.Parameter(W_v)
