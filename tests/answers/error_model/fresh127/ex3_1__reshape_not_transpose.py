# exercise: ex3_1
# mistake: The learner turns the (d_out, d_in) nn.Linear weight into a (d_in, d_out) matrix with reshape, which reorders the numbers instead of transposing; the matrix needed is weight.T.
import torch


def make_converter(d_in, d_out):
    def convert(weight):
        return torch.nn.Parameter(weight.detach().reshape(d_in, d_out).clone())
    return convert


def ex3_1(sa_v1, sa_v2):
    d_in = sa_v2.W_query.in_features
    d_out = sa_v2.W_query.out_features
    conv = make_converter(d_in, d_out)
    sa_v1.W_query = conv(sa_v2.W_query.weight)
    sa_v1.W_key = conv(sa_v2.W_key.weight)
    sa_v1.W_value = conv(sa_v2.W_value.weight)
