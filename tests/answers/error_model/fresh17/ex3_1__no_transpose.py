# exercise: ex3_1
# mistake: Copied the nn.Linear weights as they are, of shape (d_out, d_in) = (2, 3); SelfAttention_v1 computes x @ W, so it needs the transpose weight.T of shape (3, 2), and sa_v1(x) now fails.
import torch


def ex3_1(sa_v1, sa_v2):
    # give sa_v1 the weights of sa_v2
    sa_v1.W_query.data = sa_v2.W_query.weight.data.clone()
    sa_v1.W_key.data = sa_v2.W_key.weight.data.clone()
    sa_v1.W_value.data = sa_v2.W_value.weight.data.clone()
