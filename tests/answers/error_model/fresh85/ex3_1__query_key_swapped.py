# exercise: ex3_1
# mistake: Gives sa_v1.W_query the key weights and sa_v1.W_key the query weights, so the scores matrix is transposed; each parameter must get the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # order in the book's forward: keys first, then queries, then values
    new = [p.weight.T for p in (sa_v2.W_query, sa_v2.W_key, sa_v2.W_value)]
    sa_v1.W_key, sa_v1.W_query, sa_v1.W_value = (torch.nn.Parameter(w) for w in new)
