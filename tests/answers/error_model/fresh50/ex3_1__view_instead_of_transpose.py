# exercise: ex3_1
# mistake: To get the Keras-style (d_in, d_out) kernel the learner reshapes the (d_out, d_in) Linear weight with .view(d_in, d_out), which has the right shape but scrambles the entries; it must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        # kernel layout is (in_features, out_features)
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.reshape(d_in, d_out).clone())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.reshape(d_in, d_out).clone())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.reshape(d_in, d_out).clone())
