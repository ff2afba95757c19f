# exercise: ex3_1
# mistake: The learner zips the target names with sa_v2's layers in a different order, so sa_v1.W_query gets the transposed key weights and W_key the query weights; each W must get the transpose of its own layer's weight.
import torch

def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]  # all three linears
    for name, lin in zip(names, layers):
        setattr(sa_v1, name, torch.nn.Parameter(lin.weight.T.clone()))
