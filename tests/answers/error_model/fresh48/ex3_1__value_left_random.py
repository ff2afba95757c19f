# exercise: ex3_1
# mistake: Copies only W_query and W_key (the ones that make the attention weights) and leaves sa_v1.W_value random; W_value must get sa_v2.W_value.weight.T too.
import torch


def ex3_1(sa_v1, sa_v2):
    # the weights come from queries and keys
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
