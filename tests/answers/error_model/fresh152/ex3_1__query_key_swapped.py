# exercise: ex3_1
# mistake: Copied sa_v2's key weights into sa_v1.W_query and the query weights into sa_v1.W_key (names crossed); each v1 parameter must get the transpose of the matching v2 layer's weight.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_key.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_query.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
