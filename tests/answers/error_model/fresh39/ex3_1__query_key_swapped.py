# exercise: ex3_1
# mistake: Gave sa_v1.W_query the key weights and sa_v1.W_key the query weights, so the scores become K·Q^T (the transposed score matrix) and the context vectors differ; W_query must take sa_v2.W_query.weight.T and W_key sa_v2.W_key.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    q_w = sa_v2.W_query.weight.detach().T.clone()
    k_w = sa_v2.W_key.weight.detach().T.clone()
    v_w = sa_v2.W_value.weight.detach().T.clone()
    sa_v1.W_key = torch.nn.Parameter(q_w)
    sa_v1.W_query = torch.nn.Parameter(k_w)
    sa_v1.W_value = torch.nn.Parameter(v_w)
