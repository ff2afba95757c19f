# exercise: ex3_1
# mistake: The loop copies only the query and key weights and leaves sa_v1.W_value with its own random values; W_value must get sa_v2.W_value.weight.T too.
import torch

def ex3_1(sa_v1, sa_v2):
    # the scores come from Q and K -> copy those (C_out, C_in) -> (C_in, C_out)
    with torch.no_grad():
        for name in ("W_query", "W_key"):
            getattr(sa_v1, name).copy_(getattr(sa_v2, name).weight.T)
