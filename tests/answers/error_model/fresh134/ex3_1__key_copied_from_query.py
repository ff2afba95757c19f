# exercise: ex3_1
# mistake: A copy-edited line still reads sa_v2.W_query for the key, so W_key gets the query weights; each of W_query, W_key, W_value must take the transpose of its own nn.Linear weight.
import torch


def ex3_1(sa_v1, sa_v2):
    P = torch.nn.Parameter
    sa_v1.W_query = P(sa_v2.W_query.weight.T)
    sa_v1.W_key = P(sa_v2.W_query.weight.T)
    sa_v1.W_value = P(sa_v2.W_value.weight.T)
