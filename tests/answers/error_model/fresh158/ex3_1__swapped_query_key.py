# exercise: ex3_1
# mistake: The learner gave W_query the key weights and W_key the query weights, which transposes the score matrix; each parameter must get its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # scores are symmetric in q and k ... right?
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
