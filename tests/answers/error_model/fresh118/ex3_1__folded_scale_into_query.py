# exercise: ex3_1
# mistake: After copying the weights it also folds 1/sqrt(d_out) into W_query, but SelfAttention_v1 already scales the scores, so they are scaled twice; copy the transposed weights unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    d_out = sa_v2.W_query.weight.shape[0]
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
        # pre-scale queries once so the forward saves a division
        sa_v1.W_query.mul_(d_out ** -0.5)
