# exercise: ex3_1
# mistake: Reshapes the (d_out, d_in) Linear weight with .view(d_in, d_out), which reinterprets the memory instead of transposing it; it must be weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # zero-copy: view the linear weights in the shape v1 expects
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.view(sa_v1.W_query.shape))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.view(sa_v1.W_key.shape))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.view(sa_v1.W_value.shape))
