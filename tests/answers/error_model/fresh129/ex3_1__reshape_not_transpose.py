# exercise: ex3_1
# mistake: The learner turns each (d_out, d_in) weight into (d_in, d_out) with reshape, which only regroups the numbers instead of transposing; the weight must be transposed (.T).
import torch

def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        W = getattr(sa_v2, name).weight      # (C_out, C_in)
        C_out, C_in = W.shape
        W_v1 = W.reshape(C_in, C_out)        # (C_in, C_out) like v1 wants
        setattr(sa_v1, name, torch.nn.Parameter(W_v1.detach().clone()))
