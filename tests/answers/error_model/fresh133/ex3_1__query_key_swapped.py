# exercise: ex3_1
# mistake: The learner's name table pairs sa_v1.W_query with sa_v2.W_key and sa_v1.W_key with sa_v2.W_query, so the scores come out transposed; each parameter must take the weight of the layer with the same name.
import torch

PAIRS = [("W_query", "W_key"), ("W_key", "W_query"), ("W_value", "W_value")]


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for dst_name, src_name in PAIRS:
            getattr(sa_v1, dst_name).copy_(getattr(sa_v2, src_name).weight.t())
