# exercise: ex3_1
# mistake: Gives sa_v1's W_query the transposed key weights and W_key the transposed query weights, so v1 computes the transposed score matrix; each v1 matrix must take the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # omega_ij = k_j . q_i  ->  x W_k (x W_q)^T
    Wq, Wk, Wv = sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight
    sa_v1.W_query = torch.nn.Parameter(Wk.T)
    sa_v1.W_key = torch.nn.Parameter(Wq.T)
    sa_v1.W_value = torch.nn.Parameter(Wv.T)
