# exercise: ex3_1
# mistake: The learner folded the 1/sqrt(d_out) temperature into W_query, but SelfAttention_v1 already scales its scores, so they are scaled twice; W_query must be exactly sa_v2.W_query.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    Wq = sa_v2.W_query.weight.T
    temperature = Wq.shape[1] ** 0.5
    sa_v1.W_query = torch.nn.Parameter(Wq / temperature)  # logits at temperature sqrt(d_k)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
