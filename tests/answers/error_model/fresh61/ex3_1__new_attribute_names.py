# exercise: ex3_1
# mistake: Stores the transposed weights under new attribute names W_q, W_k, W_v (the book's notation) that sa_v1's forward never reads, so sa_v1 is unchanged; they must replace W_query, W_key and W_value.
import torch


def ex3_1(sa_v1, sa_v2):
    # W_q, W_k, W_v as in the book's figure
    sa_v1.W_q = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    sa_v1.W_k = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    sa_v1.W_v = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
