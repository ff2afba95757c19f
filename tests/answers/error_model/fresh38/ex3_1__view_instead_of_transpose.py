# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) weight with .view(d_in, d_out), which only reinterprets the memory; the weight must be transposed (.T) so that x @ W equals x @ weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    # shapes must match v1: (d_in, d_out)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().view(d_in, d_out))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().view(d_in, d_out))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().view(d_in, d_out))
