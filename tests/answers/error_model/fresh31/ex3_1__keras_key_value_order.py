# exercise: ex3_1
# mistake: Following Keras' MultiHeadAttention(query, value, key) argument order, the learner copied sa_v2's key weights into W_value and its value weights into W_key; each must go to the parameter of the same name (query->W_query, key->W_key, value->W_value).

import torch


def ex3_1(sa_v1, sa_v2):
    # keras order is query, value, key
    sources = (sa_v2.W_query, sa_v2.W_value, sa_v2.W_key)
    targets = (sa_v1.W_query, sa_v1.W_value, sa_v1.W_key)
    with torch.no_grad():
        for dst, src in zip(targets, (sources[0], sources[2], sources[1])):
            dst.copy_(src.weight.T)
